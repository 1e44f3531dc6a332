import { graphql } from "../../../relay/fetch-operation.ts";
import type { useLoginMutation as LoginMutationType } from "../../../__generated__/useLoginMutation.graphql";
import { useLocale } from "../../../i18n/LocaleProvider.tsx";
import { isLocale } from "../../../i18n/locales.ts";
import { failedWith, succeeded, type MutationOutcome } from "../../../relay/mutation-outcome.ts";
import { useOperationPromise } from "../../../relay/useOperationPromise.ts";

const loginMutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginSuccess {
        viewer {
          id
        }
        locale
      }
      ... on MfaRequired {
        channel
        maskedTarget
      }
      ... on DomainError {
        code
        message
      }
    }
  }
`;

export type CodeChannel = "EMAIL" | "SMS";

/**
 * A login between its two steps. The API re-checks the password with the code, so the
 * credentials stay in memory (never in the URL or history state) until the code is entered.
 */
export type PendingLogin = { email: string; password: string; channel: CodeChannel; maskedTarget: string; endOtherSessions: boolean };

/** `endOtherSessions`: log the account out of its other devices too (issue 17; default: they stay). */
export type LoginInput = { email: string; password: string; mfaCode?: string; rememberMfa?: boolean; endOtherSessions?: boolean };

/** A session was opened, or the password was right and a code went out. */
export type LoginStep = { kind: "success"; viewerId: string; locale: string | null } | { kind: "code_required"; channel: CodeChannel; maskedTarget: string };

/** Password login, then the code step (spec 1 §2); expected failures come back as a coded error. */
export function useLoginMutation(): [(input: LoginInput) => Promise<MutationOutcome<LoginStep>>, boolean] {
  const [commit, isInFlight] = useOperationPromise<LoginMutationType, LoginStep>(loginMutation, ({ login: result }) => {
    if (result.__typename === "LoginSuccess") return succeeded({ kind: "success", viewerId: result.viewer.id, locale: result.locale });
    if (result.__typename === "MfaRequired") return succeeded({ kind: "code_required", channel: result.channel === "SMS" ? "SMS" : "EMAIL", maskedTarget: result.maskedTarget });
    return failedWith(result);
  });
  const { locale, setLocale } = useLocale();
  const login = async ({ email, password, mfaCode, rememberMfa, endOtherSessions }: LoginInput) => {
    const outcome = await commit({ input: { email: email.trim(), password, mfaCode, rememberMfa, endOtherSessions } });
    // Issue 20: once logged in, the account's language wins over the browser's and the one
    // picked on the login page; the first screen opens in it.
    const chosen = outcome.ok && outcome.data.kind === "success" ? outcome.data.locale : null;
    if (chosen && isLocale(chosen) && chosen !== locale) await setLocale(chosen);
    return outcome;
  };
  return [login, isInFlight];
}
