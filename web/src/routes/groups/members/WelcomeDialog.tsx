import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { Button } from "../../../ui/Button.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";

type WelcomeRole = "EXPERT" | "REQUESTER" | "MEMBER" | "%future added value";

/**
 * Spec 1 §4: on first becoming a member, a welcome by role (expert, requester, plain member);
 * requesters are offered to request advice from the group at once. Closing it marks it seen.
 */
export function WelcomeDialog({ groupName, groupDatabaseId, role, isOpen, onClose }: { groupName: string; groupDatabaseId: number; role: WelcomeRole; isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <ModalDialog title={t`Bienvenue dans le groupe ${groupName}`} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <div className="member-dialog-body member-welcome">
        {role === "EXPERT" ? (
          <p>
            <Trans>
              Vous faites désormais partie des experts du groupe. Les demandes adressées aux catégories que vous couvrez apparaîtront dans « Mes avis » : vous pourrez y répondre et
              les prendre en charge.
            </Trans>
          </p>
        ) : role === "REQUESTER" ? (
          <p>
            <Trans>Vous pouvez désormais adresser des demandes d'avis à ce groupe : ses experts vous répondront dans la demande.</Trans>
          </p>
        ) : (
          <p>
            <Trans>Vous êtes désormais membre de ce groupe. Retrouvez ses informations et ses membres depuis la page du groupe.</Trans>
          </p>
        )}
      </div>
      <div className="member-dialog-actions">
        <Button onPress={onClose}>
          <Trans>Fermer</Trans>
        </Button>
        {role === "REQUESTER" ? (
          <Button
            variant="primary"
            onPress={() => {
              onClose();
              void navigate(`/request/new?r_type=group&r_group=${groupDatabaseId}`);
            }}
          >
            <Trans>Demander un avis</Trans>
          </Button>
        ) : null}
      </div>
    </ModalDialog>
  );
}
