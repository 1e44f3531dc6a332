/** The identity fields every onboarding screen reads (the viewer's own, from the API). */
export type IdentityState = { identificationStatus: string | null | undefined; hasIdentityDocument: boolean | null | undefined };

/**
 * Spec 2 §6: "verification in progress" once a card was sent (cps_picture_id) and until a super
 * user decides; a rejected card asks for a new one. One reading for the identification page,
 * the unvalidated page and the unvalidated dialog.
 */
export function identityCheckInProgress({ identificationStatus, hasIdentityDocument }: IdentityState): boolean {
  return identificationStatus === "PENDING" || (hasIdentityDocument === true && identificationStatus !== "REJECTED");
}
