import { graphql } from "react-relay/hooks";
import type { useAttachPrescriptionMutation as MutationType } from "../../__generated__/useAttachPrescriptionMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";
import type { PrescriptionForm } from "./prescription-calls.ts";

const mutation = graphql`
  mutation useAttachPrescriptionMutation($requestId: ID!, $template: PrescriptionTemplate!, $values: PrescriptionValuesInput!, $billingNumber: String) {
    attachPrescription(requestId: $requestId, template: $template, values: $values, billingNumber: $billingNumber) {
      __typename
      ... on PrescriptionAttached {
        file {
          name
        }
        # The attachments panel shows the new file at once (the other side hears the files event).
        request {
          ...AttachmentArea_request
        }
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

const TEMPLATES = { default: "DEFAULT", bizone: "BIZONE", cerfa_12708_02: "CERFA_12708_02" } as const;

/** Issue 22 item 3: the prescription, attached to the request as a file; its name on success. */
export function useAttachPrescriptionMutation(): [(requestId: string, form: PrescriptionForm) => Promise<MutationOutcome<string>>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType, string>(mutation, ({ attachPrescription: result }) =>
    result.__typename === "PrescriptionAttached" ? succeeded(result.file?.name ?? "") : failedWith(result),
  );
  return [
    (requestId, form) =>
      commit({
        requestId,
        template: TEMPLATES[form.template],
        values: {
          text: form.text,
          aldText: form.aldText,
          ald: form.ald,
          workAccident: form.workAccident,
          workAccidentDate: form.workAccidentDate,
          workAccidentNumber: form.workAccidentNumber,
          deadlineDate: form.deadlineDate,
        },
        billingNumber: form.billingNumber,
      }),
    isInFlight,
  ];
}
