// Files (spec 2 §5 "Files"): attachments of requests and messages. file_too_large and
// invalid_file are the identity area's codes, reused here rather than declared twice.
export const filesErrors = {
  /** Attachments change only on the sender side of a draft, or on the author's own draft message. */
  upload_forbidden: { status: 403 },
  /** The bytes are none of the accepted kinds (images, PDF, audio, video, archives, DICOM, office, text). */
  file_type_refused: { status: 422 },
} as const;
