import { graphql } from "react-relay/hooks";
import type { useDeleteMessageTemplateMutation as MutationType } from "../../../__generated__/useDeleteMessageTemplateMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useDeleteMessageTemplateMutation($templateId: ID!) {
    deleteMessageTemplate(templateId: $templateId) {
      __typename
      ... on MessageTemplateDeleted {
        deletedTemplateId
        topic {
          ...TemplatesSetting_topic
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

/** Deletes a template; the answer carries its topic's remaining templates. */
export function useDeleteMessageTemplateMutation(): [(templateId: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ deleteMessageTemplate: result }) =>
    result.__typename === "MessageTemplateDeleted" ? succeeded() : failedWith(result),
  );
  return [(templateId) => commit({ templateId }), isInFlight];
}
