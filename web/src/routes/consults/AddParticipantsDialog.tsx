import { useState } from "react";
import { CheckboxGroup, Label } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { Avatar } from "../profile/Avatar.tsx";
import { useAssignRequestMutation } from "./useAssignRequestMutation.ts";

export type GroupMember = {
  readonly user: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly profilePictureUrl: string | null | undefined;
  readonly title: string | null | undefined;
  readonly canReply: boolean;
  readonly canSupport: boolean;
  readonly canShadow: boolean;
  readonly canAdmin: boolean;
  readonly isParticipant: boolean;
};

type Props = { requestId: string; members: readonly GroupMember[]; isOpen: boolean; onClose: () => void };

/** Spec 2 §5 "Add participants": members of the recipient group, at least one selected. */
export function AddParticipantsDialog({ requestId, members, isOpen, onClose }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [assign, isSaving] = useAssignRequestMutation();
  const candidates = members.filter((member) => !member.isParticipant);

  const roles = (member: GroupMember) =>
    [member.title, member.canReply ? t`expert` : null, member.canSupport ? t`support` : null, member.canShadow ? t`observateur` : null, member.canAdmin ? t`administrateur` : null]
      .filter(Boolean)
      .join(", ");

  const submit = async () => {
    setError(null);
    const outcome = await assign({ requestId, userIds: chosen });
    if (outcome.ok) onClose();
    else setError(errorText(outcome.error));
  };

  return (
    <ModalDialog title={t`Ajouter des participants`} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {candidates.length === 0 ? (
        <p className="dialog-text">
          <Trans>Tous les membres du groupe participent déjà à cette demande.</Trans>
        </p>
      ) : (
        <CheckboxGroup className="consult-choice-list consult-dialog-scroll" value={chosen} onChange={setChosen}>
          <Label className="field-label">
            <Trans>Membres du groupe destinataire</Trans>
          </Label>
          {candidates.map((member) => (
            <Checkbox key={member.user} value={member.user}>
              <Avatar firstName={member.firstName} lastName={member.lastName} pictureUrl={member.profilePictureUrl} size="tiny" />
              <span className="member-name">{`${member.firstName} ${member.lastName}`}</span>
              {roles(member) ? <span className="member-roles"> · {roles(member)}</span> : null}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
      {error ? <Alert>{error}</Alert> : null}
      <div className="consult-dialog-actions">
        <Button onPress={onClose}>
          <Trans>Annuler</Trans>
        </Button>
        <Button variant="primary" isDisabled={chosen.length === 0} isPending={isSaving} onPress={() => void submit()}>
          <Trans>Ajouter</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
