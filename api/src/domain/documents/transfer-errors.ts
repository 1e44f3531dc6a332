// Issue 22 item 2, spec 2 §7 POST requests/{id}/report_transfer/ and §8 "MSS address error":
// the report transfer's refusals. Each one changes nothing and sends nothing.
export const transferErrors = {
  /** No MSSanté relay here (MSS_SMTP_URL unset): never a silent success, never ordinary mail instead. */
  report_transfer_not_configured: { status: 422 },
  /** The address is not an MSSanté professional one (RULES.md §7: a sub-domain of mssante.fr, not patient.mssante.fr); spec 2 §8 'Email invalide'. */
  report_transfer_address_invalid: { status: 422 },
  /** No address given and the requester has none in their settings. */
  report_transfer_no_address: { status: 422 },
} as const;
