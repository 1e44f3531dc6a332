// Shared by the upload check of the API and the web's check before sending.
/** An identity or professional card is a photo or a scan: 10 MB is plenty. */
export const IDENTITY_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
