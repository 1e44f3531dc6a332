import { graphql, useFragment } from "react-relay/hooks";
import { Trans } from "@lingui/react/macro";
import type { OwnProfileNotices_viewer$key } from "../../__generated__/OwnProfileNotices_viewer.graphql";
import { Link } from "../../ui/Link.tsx";

/**
 * Spec 1 §2 / spec 2 §3: on one's own profile, where the identity check stands (being validated,
 * or not yet with a link to /identification), and for French accounts the note that the
 * professional data comes from the national health directory (RPPS).
 */
export function OwnProfileNotices({ viewer, country }: { viewer: OwnProfileNotices_viewer$key; country: string }) {
  const data = useFragment(
    graphql`
      fragment OwnProfileNotices_viewer on User {
        validated
        identificationStatus
      }
    `,
    viewer,
  );
  return (
    <>
      {data.validated ? null : data.identificationStatus === "PENDING" ? (
        <div className="alert alert-info profile-banner" role="status">
          <Trans>Votre identité est en cours de validation. Vous serez averti dès qu'elle sera confirmée.</Trans>
        </div>
      ) : (
        <div className="alert alert-info profile-banner" role="status">
          <Trans>Votre identité n'est pas encore validée.</Trans> <Link href="/identification">{<Trans>Faire valider mon identité</Trans>}</Link>
        </div>
      )}
      {country === "FR" ? (
        <p className="profile-note">
          <Trans>Vos informations professionnelles proviennent de l'annuaire national des professionnels de santé (RPPS). Pour les corriger, adressez-vous à votre ordre ou à l'organisme qui vous a enregistré.</Trans>
        </p>
      ) : null}
    </>
  );
}
