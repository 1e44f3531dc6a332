import { useId, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MembershipActions_group$key } from "../../../__generated__/MembershipActions_group.graphql";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { useAcceptMembershipMutation } from "./useAcceptMembershipMutation.ts";
import { useApplyToGroupMutation } from "./useApplyToGroupMutation.ts";
import { useCancelMembershipMutation } from "./useCancelMembershipMutation.ts";
import { useLeaveGroupMutation } from "./useLeaveGroupMutation.ts";
import { useMarkMembershipWelcomedMutation } from "./useMarkMembershipWelcomedMutation.ts";
import { useRefuseMembershipMutation } from "./useRefuseMembershipMutation.ts";
import { WelcomeDialog } from "./WelcomeDialog.tsx";
import "./members.css";

type Pending = "leave" | "cancel" | "refuse" | null;

/**
 * The viewer's own membership buttons on a group's page (spec 1 §4): join (apply), cancel the
 * application, accept or refuse an invitation, leave; and the welcome dialog the first time the
 * membership is ongoing.
 */
export function MembershipActions({ group }: { group: MembershipActions_group$key }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const data = useFragment(
    graphql`
      fragment MembershipActions_group on Group {
        id
        databaseId
        name
        viewerMembership {
          id
          status
          needsWelcome
          welcomeRole
          isLastAdmin
        }
      }
    `,
    group,
  );
  const [apply, applying] = useApplyToGroupMutation();
  const [accept, accepting] = useAcceptMembershipMutation();
  const [refuse] = useRefuseMembershipMutation();
  const [cancel] = useCancelMembershipMutation();
  const [leave] = useLeaveGroupMutation();
  const [markWelcomed] = useMarkMembershipWelcomedMutation();
  const [confirming, setConfirming] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const [welcomeClosed, setWelcomeClosed] = useState(false);
  const membership = data.viewerMembership;
  const lastAdminHint = useId();

  const run = async (action: Promise<{ ok: boolean; error?: { code: string } }>) => {
    setError(null);
    const outcome = await action;
    if (!outcome.ok && outcome.error) setError(errorText(outcome.error));
  };

  const closeWelcome = () => {
    setWelcomeClosed(true);
    if (membership) void markWelcomed({ membershipId: membership.id });
  };

  return (
    <div className="membership-actions">
      {!membership ? (
        <Button variant="primary" isPending={applying} onPress={() => void run(apply({ groupId: data.id }))}>
          <Trans>Rejoindre le groupe</Trans>
        </Button>
      ) : membership.status === "APPLYING" ? (
        <Button onPress={() => setConfirming("cancel")}>
          <Trans>Annuler ma demande d'adhésion</Trans>
        </Button>
      ) : membership.status === "INVITED" ? (
        <>
          <Button variant="primary" isPending={accepting} onPress={() => void run(accept({ membershipId: membership.id }))}>
            <Trans>Accepter l'invitation</Trans>
          </Button>
          <Button onPress={() => setConfirming("refuse")}>
            <Trans>Refuser l'invitation</Trans>
          </Button>
        </>
      ) : membership.isLastAdmin ? (
        // Leaving would be refused (last_admin): say why instead of offering it.
        <>
          <Button isDisabled aria-describedby={lastAdminHint}>
            <Trans>Quitter le groupe</Trans>
          </Button>
          <span id={lastAdminHint} className="member-hint">
            {errorText({ code: "last_admin" })}
          </span>
        </>
      ) : (
        <Button onPress={() => setConfirming("leave")}>
          <Trans>Quitter le groupe</Trans>
        </Button>
      )}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {membership ? (
        <>
          <ConfirmDialog
            title={t`Quitter le groupe`}
            confirmLabel={t`Quitter`}
            danger
            isOpen={confirming === "leave"}
            onClose={() => setConfirming(null)}
            onConfirm={() => leave({ groupId: data.id })}
          >
            <Trans>Vous ne recevrez plus les demandes de ce groupe et ne pourrez plus lui en adresser sans le rejoindre à nouveau.</Trans>
          </ConfirmDialog>
          <ConfirmDialog
            title={t`Annuler la demande d'adhésion`}
            confirmLabel={t`Annuler la demande`}
            isOpen={confirming === "cancel"}
            onClose={() => setConfirming(null)}
            onConfirm={() => cancel({ membershipId: membership.id })}
          >
            <Trans>Votre demande d'adhésion à ce groupe sera retirée.</Trans>
          </ConfirmDialog>
          <ConfirmDialog
            title={t`Refuser l'invitation`}
            confirmLabel={t`Refuser`}
            danger
            isOpen={confirming === "refuse"}
            onClose={() => setConfirming(null)}
            onConfirm={() => refuse({ membershipId: membership.id })}
          >
            <Trans>Vous ne rejoindrez pas ce groupe.</Trans>
          </ConfirmDialog>
          <WelcomeDialog
            groupName={data.name}
            groupDatabaseId={data.databaseId}
            role={membership.welcomeRole}
            isOpen={membership.status === "ONGOING" && membership.needsWelcome && !welcomeClosed}
            onClose={closeWelcome}
          />
        </>
      ) : null}
    </div>
  );
}
