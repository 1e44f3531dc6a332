import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MemberRow_membership$key } from "../../../__generated__/MemberRow_membership.graphql";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Button } from "../../../ui/Button.tsx";
import { Avatar } from "../../profile/Avatar.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { ROLE_LABELS } from "./member-labels.ts";
import { useAcceptMembershipMutation } from "./useAcceptMembershipMutation.ts";
import { useCancelMembershipMutation } from "./useCancelMembershipMutation.ts";
import { useDeleteMembershipMutation } from "./useDeleteMembershipMutation.ts";
import { useRefuseMembershipMutation } from "./useRefuseMembershipMutation.ts";

type Confirm = "accept" | "refuse" | "cancel" | "delete" | null;

/**
 * One member in the members tab: name, specialty, title, displayed role, topics, the badges of
 * spec 1 §4 ('invited member' dashed, 'pending'), and the admin's actions behind confirm dialogs.
 */
export function MemberRow({ membership, compact = false, onChanged, onEdit }: { membership: MemberRow_membership$key; compact?: boolean; onChanged?: () => void; onEdit?: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const data = useFragment(
    graphql`
      fragment MemberRow_membership on Membership {
        id
        status
        title
        role
        allTopics
        isViewer
        viewerCanManage
        canBeDeletedByViewer
        deletionRefusal
        topics {
          id
          label
        }
        professional {
          firstName
          lastName
          specialty {
            label
          }
          user {
            profilePictureUrl
          }
        }
      }
    `,
    membership,
  );
  const [confirming, setConfirming] = useState<Confirm>(null);
  const [accept] = useAcceptMembershipMutation();
  const [refuse] = useRefuseMembershipMutation();
  const [cancel] = useCancelMembershipMutation();
  const [remove] = useDeleteMembershipMutation();
  const name = `${data.professional.firstName} ${data.professional.lastName}`;
  const roleLabel = ROLE_LABELS[data.role];
  const done = async (outcome: Promise<{ ok: boolean }>) => {
    const result = await outcome;
    if (result.ok) onChanged?.();
    return result as Awaited<ReturnType<typeof accept>>;
  };
  const manage = data.viewerCanManage && !data.isViewer && !compact;

  return (
    <li className={`member-row${data.status === "INVITED" ? " member-row-invited" : ""}`}>
      <div className="member-identity">
        <Avatar firstName={data.professional.firstName} lastName={data.professional.lastName} pictureUrl={data.professional.user?.profilePictureUrl} size="small" />
        <div className="member-main">
          <span className="member-name">{name}</span>
          {data.professional.specialty ? <span className="member-specialty">{data.professional.specialty.label}</span> : null}
          <span className="member-meta">
            {roleLabel ? <span className="member-role">{i18n._(roleLabel)}</span> : null}
            {data.title ? <span className="member-title">{data.title}</span> : null}
            {data.status === "INVITED" ? <span className="badge member-badge-invited">{t`Membre invité`}</span> : null}
            {data.status === "APPLYING" ? <span className="badge member-badge-pending">{t`En attente`}</span> : null}
          </span>
          {!compact && !data.allTopics && data.topics.length > 0 ? <span className="member-topics">{data.topics.map((topic) => topic.label).join(" · ")}</span> : null}
        </div>
      </div>
      {manage ? (
        <div className="member-actions">
          {data.status === "APPLYING" ? (
            <>
              <Button variant="primary" onPress={() => setConfirming("accept")}>
                <Trans>Accepter</Trans>
              </Button>
              <Button onPress={() => setConfirming("refuse")}>
                <Trans>Refuser</Trans>
              </Button>
            </>
          ) : null}
          {data.status === "INVITED" ? (
            <Button onPress={() => setConfirming("cancel")}>
              <Trans>Annuler l'invitation</Trans>
            </Button>
          ) : null}
          {onEdit ? (
            <Button variant="quiet" onPress={() => onEdit(data.id)} aria-label={t`Modifier ${name}`}>
              <Trans>Modifier</Trans>
            </Button>
          ) : null}
          {data.status === "ONGOING" ? (
            data.canBeDeletedByViewer ? (
              <Button variant="quiet" onPress={() => setConfirming("delete")} aria-label={t`Retirer ${name}`}>
                <Trans>Retirer</Trans>
              </Button>
            ) : data.deletionRefusal === "contact_support" ? (
              <span className="member-hint">{t`Pour retirer ce membre, contactez le support.`}</span>
            ) : data.deletionRefusal === "topics_not_administered" ? (
              <span className="member-hint">{t`Ce membre a des catégories que vous n'administrez pas.`}</span>
            ) : data.deletionRefusal === "last_admin" ? (
              <span className="member-hint">{errorText({ code: "last_admin" })}</span>
            ) : null
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog title={t`Accepter la demande d'adhésion`} confirmLabel={t`Accepter`} isOpen={confirming === "accept"} onClose={() => setConfirming(null)} onConfirm={() => done(accept({ membershipId: data.id }))}>
        <Trans>{name} deviendra membre du groupe.</Trans>
      </ConfirmDialog>
      <ConfirmDialog title={t`Refuser la demande d'adhésion`} confirmLabel={t`Refuser`} danger isOpen={confirming === "refuse"} onClose={() => setConfirming(null)} onConfirm={() => done(refuse({ membershipId: data.id }))}>
        <Trans>La demande d'adhésion de {name} sera refusée.</Trans>
      </ConfirmDialog>
      <ConfirmDialog title={t`Annuler l'invitation`} confirmLabel={t`Annuler l'invitation`} danger isOpen={confirming === "cancel"} onClose={() => setConfirming(null)} onConfirm={() => done(cancel({ membershipId: data.id }))}>
        <Trans>L'invitation de {name} sera annulée.</Trans>
      </ConfirmDialog>
      <ConfirmDialog title={t`Retirer le membre`} confirmLabel={t`Retirer`} danger isOpen={confirming === "delete"} onClose={() => setConfirming(null)} onConfirm={() => done(remove({ membershipId: data.id }))}>
        <Trans>{name} ne fera plus partie du groupe.</Trans>
      </ConfirmDialog>
    </li>
  );
}
