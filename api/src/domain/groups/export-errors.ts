// Group data download (spec 1 §5 "Data download"): the refusal the modal explains in words.
export const groupExportErrors = {
  /** The end day is before the start day. */
  date_range_invalid: { status: 422 },
} as const;
