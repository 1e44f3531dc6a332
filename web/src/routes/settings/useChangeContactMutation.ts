import { graphql } from "react-relay/hooks";
import type { useChangeContactEmailMutation } from "../../__generated__/useChangeContactEmailMutation.graphql";
import type { useChangeContactPhoneMutation } from "../../__generated__/useChangeContactPhoneMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

export type ContactKind = "email" | "phone";
export type SentCode = { channel: "EMAIL" | "SMS"; maskedTarget: string; field: string };
export type ContactStep = { kind: "codes_sent"; codes: SentCode[] } | { kind: "changed"; value: string };
export type ContactChange = { value: string; emailValidation?: string; phoneValidation?: string };

const emailMutation = graphql`
  mutation useChangeContactEmailMutation($input: ChangeEmailInput!) {
    changeEmail(input: $input) {
      __typename
      ... on ContactCodesSent {
        codes {
          channel
          maskedTarget
          field
        }
      }
      ... on ContactChanged {
        value
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

const phoneMutation = graphql`
  mutation useChangeContactPhoneMutation($input: ChangePhoneInput!) {
    changePhone(input: $input) {
      __typename
      ... on ContactCodesSent {
        codes {
          channel
          maskedTarget
          field
        }
      }
      ... on ContactChanged {
        value
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

type Result = useChangeContactEmailMutation["response"]["changeEmail"] | useChangeContactPhoneMutation["response"]["changePhone"];

function read(result: Result): MutationOutcome<ContactStep> {
  if (result.__typename === "ContactCodesSent") {
    return succeeded({ kind: "codes_sent", codes: result.codes.map((c) => ({ channel: c.channel === "SMS" ? "SMS" : "EMAIL", maskedTarget: c.maskedTarget, field: c.field })) });
  }
  if (result.__typename === "ContactChanged") return succeeded({ kind: "changed", value: result.value });
  return failedWith(result);
}

/**
 * Spec 2 §4 email or phone change, both calls: without codes it sends them, with both it makes
 * the change. The viewer's email or phone in the store is refreshed by the caller's refetch.
 */
export function useChangeContactMutation(kind: ContactKind): [(change: ContactChange) => Promise<MutationOutcome<ContactStep>>, boolean] {
  const [commitEmail, emailInFlight] = useMutationPromise<useChangeContactEmailMutation, ContactStep>(emailMutation, (response) => read(response.changeEmail));
  const [commitPhone, phoneInFlight] = useMutationPromise<useChangeContactPhoneMutation, ContactStep>(phoneMutation, (response) => read(response.changePhone));
  const run = (change: ContactChange) => {
    const codes = { emailValidation: change.emailValidation, phoneValidation: change.phoneValidation };
    return kind === "email" ? commitEmail({ input: { email: change.value, ...codes } }) : commitPhone({ input: { phone: change.value, ...codes } });
  };
  return [run, kind === "email" ? emailInFlight : phoneInFlight];
}
