import { Suspense, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { QuorumDialogQuery } from "../../__generated__/QuorumDialogQuery.graphql";
import type { FieldCodedError } from "../../errors/field-errors.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { useSetMeetingQuorumMutation } from "./useSetMeetingQuorumMutation.ts";
import "./meeting-error-messages.ts";

/** The quorum modal (spec 1 §2): the professionals expected at the meeting, among the group's ongoing members. */
export function QuorumDialog({ groupId, meetingId, selected, onClose, onSaved }: { groupId: string; meetingId: string; selected: readonly string[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Quorum de la réunion`} isOpen onOpenChange={(open) => !open && onClose()}>
      <Suspense fallback={<LoadingView />}>
        <QuorumForm groupId={groupId} meetingId={meetingId} selected={selected} onClose={onClose} onSaved={onSaved} />
      </Suspense>
    </ModalDialog>
  );
}

function QuorumForm({ groupId, meetingId, selected, onClose, onSaved }: { groupId: string; meetingId: string; selected: readonly string[]; onClose: () => void; onSaved: () => void }) {
  const errorText = useErrorText();
  const data = useLazyLoadQuery<QuorumDialogQuery>(
    graphql`
      query QuorumDialogQuery($groupId: ID!) {
        node(id: $groupId) {
          ... on Group @alias(as: "group") {
            memberships(status: ONGOING, first: 100) {
              edges {
                node {
                  professional {
                    id
                    firstName
                    lastName
                  }
                }
              }
            }
          }
        }
      }
    `,
    { groupId },
    { fetchPolicy: "store-and-network" },
  );
  const [save, saving] = useSetMeetingQuorumMutation();
  const [chosen, setChosen] = useState<string[]>([...selected]);
  const [error, setError] = useState<FieldCodedError | null>(null);
  const members = (data.node?.group?.memberships.edges ?? []).map((edge) => edge.node.professional);
  return (
    <form
      className="dialog-form quorum-dialog"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        void save(meetingId, chosen).then((outcome) => (outcome.ok ? onSaved() : setError(outcome.error)));
      }}
    >
      <fieldset className="quorum-members">
        <legend className="field-label">
          <Trans>Professionnels attendus</Trans>
        </legend>
        {members.map((professional) => (
          <Checkbox
            key={professional.id}
            isSelected={chosen.includes(professional.id)}
            onChange={(on) => setChosen(on ? [...chosen, professional.id] : chosen.filter((other) => other !== professional.id))}
          >
            {`${professional.firstName} ${professional.lastName}`}
          </Checkbox>
        ))}
      </fieldset>
      {error ? <Alert>{errorText(error)}</Alert> : null}
      <div className="info-actions">
        <Button onPress={onClose}>
          <Trans>Annuler</Trans>
        </Button>
        <Button type="submit" variant="primary" isPending={saving}>
          <Trans>Enregistrer</Trans>
        </Button>
      </div>
    </form>
  );
}
