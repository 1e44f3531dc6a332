import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ProfileActions_professional$key } from "../../__generated__/ProfileActions_professional.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { personDisplayName } from "../../format/names.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Link } from "../../ui/Link.tsx";
import { ShareButton } from "../../ui/ShareButton.tsx";
import { useLogoutMutation } from "../accounts/useLogoutMutation.ts";
import { RemoveContactDialog } from "../contacts/RemoveContactDialog.tsx";
import { useAddContactMutation } from "../contacts/useAddContactMutation.ts";

/**
 * Spec 1 §2 "Profile page" actions: share; on someone else's profile the contact marker (with
 * removal) or add to contacts, and request advice when spec 1 §6 allows it (same country);
 * on one's own, set up (the settings, /profile_edit) and log out.
 */
export function ProfileActions({ professional, isOwn }: { professional: ProfileActions_professional$key; isOwn: boolean }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const p = useFragment(
    graphql`
      fragment ProfileActions_professional on Professional {
        id
        databaseId
        firstName
        lastName
        isContact
        canRequestAdvice
        contact {
          id
        }
      }
    `,
    professional,
  );
  const [add, isAdding] = useAddContactMutation();
  const [logout, isLoggingOut] = useLogoutMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = personDisplayName(p);

  const addToContacts = async () => {
    setError(null);
    const outcome = await add({ professionalId: p.id });
    if (!outcome.ok) setError(errorText(outcome.error));
  };

  return (
    <div className="profile-actions">
      {isOwn ? null : p.isContact && p.contact ? (
        <div className="profile-contact-marker">
          <span className="badge badge-completed">
            <Trans>Dans vos contacts</Trans>
          </span>
          <Button variant="quiet" onPress={() => setConfirming(true)}>
            <Trans>Retirer des contacts</Trans>
          </Button>
          <RemoveContactDialog contactId={p.contact.id} name={name} isOpen={confirming} onOpenChange={setConfirming} />
        </div>
      ) : (
        <Button isPending={isAdding} onPress={() => void addToContacts()}>
          <Trans>Ajouter aux contacts</Trans>
        </Button>
      )}
      {!isOwn && p.canRequestAdvice ? (
        <Link href={`/request/new?r_type=professional&r_professional=${p.databaseId}`} className="button button-primary">
          <Trans>Demander un avis</Trans>
        </Link>
      ) : null}
      <ShareButton path={`/profile/${p.databaseId}`} label={t`Partager le profil`} />
      {isOwn ? (
        <Link href="/profile_edit" className="button">
          <Trans>Paramétrer mon profil</Trans>
        </Link>
      ) : null}
      {isOwn ? (
        <Button onPress={() => void logout()} isPending={isLoggingOut}>
          <Trans>Se déconnecter</Trans>
        </Button>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
