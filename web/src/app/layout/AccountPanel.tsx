import { graphql, useFragment } from "react-relay/hooks";
import { Trans } from "@lingui/react/macro";
import type { AccountPanel_viewer$key } from "../../__generated__/AccountPanel_viewer.graphql";
import { personDisplayName } from "../../format/names.ts";
import { Button } from "../../ui/Button.tsx";
import { Link } from "../../ui/Link.tsx";
import { AccountLanguageSwitch } from "./AccountLanguageSwitch.tsx";
import { useOpenTutorial } from "./tutorial-context.ts";
import { useLogoutMutation } from "../../routes/accounts/useLogoutMutation.ts";

/** Who is logged in, the language, and the way out: in the sidebar, or the mobile account sheet. */
export function AccountPanel({ viewer }: { viewer: AccountPanel_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AccountPanel_viewer on User {
        firstName
        lastName
        profilePictureUrl
        canFilterBillable
        professional {
          specialty {
            label
          }
        }
      }
    `,
    viewer,
  );
  const [logout, isLoggingOut] = useLogoutMutation();
  const openTutorial = useOpenTutorial();
  const specialty = data.professional?.specialty.label;
  return (
    <div className="account-panel">
      <div className="account-identity">
        {data.profilePictureUrl ? (
          <img className="account-avatar account-avatar-picture" src={data.profilePictureUrl} alt="" />
        ) : (
          <span className="account-avatar" aria-hidden="true">
            {data.firstName.charAt(0)}
            {data.lastName.charAt(0)}
          </span>
        )}
        <span className="account-text">
          <span className="account-name">{personDisplayName(data)}</span>
          {specialty ? <span className="account-specialty">{specialty}</span> : null}
        </span>
      </div>
      <AccountLanguageSwitch />
      {/* Issue 21: the statement of acts, for the professionals the act table gives acts to. */}
      {data.canFilterBillable ? (
        <Link href="/statement" className="button button-quiet button-block">
          <Trans>Relevé des actes</Trans>
        </Link>
      ) : null}
      <Link href="/profile_edit" className="button button-quiet button-block">
        <Trans>Paramètres</Trans>
      </Link>
      {/* Help: the onboarding tutorial again (spec 1 §1). */}
      {openTutorial ? (
        <Button variant="quiet" className="button-block" onPress={openTutorial}>
          <Trans>Guide de démarrage</Trans>
        </Button>
      ) : null}
      <Button variant="secondary" className="button-block" onPress={() => void logout()} isPending={isLoggingOut}>
        <Trans>Se déconnecter</Trans>
      </Button>
    </div>
  );
}
