// Administrative data (spec 2 §5 "Archiving"): an archive that leaves out an IEP or IPP the
// group collects is refused, nothing changed, with the field to flag.
export const integrationErrors = {
  /** The group collects the hospital encounter number (IEP) and the archive came without one. */
  iep_required: { status: 422 },
  /** The group collects the patient's hospital number (IPP) and the archive came without one. */
  ipp_required: { status: 422 },
} as const;
