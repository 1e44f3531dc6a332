import { graphql } from "react-relay/hooks";
import type { useSaveMessageTemplateMutation_create as CreateType } from "../../../__generated__/useSaveMessageTemplateMutation_create.graphql";
import type { useSaveMessageTemplateMutation_update as UpdateType } from "../../../__generated__/useSaveMessageTemplateMutation_update.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const createMutation = graphql`
  mutation useSaveMessageTemplateMutation_create($topicId: ID, $label: String!, $content: String!) {
    createMessageTemplate(topicId: $topicId, label: $label, content: $content) {
      __typename
      ... on MessageTemplateSaved {
        template {
          id
          topic {
            ...TemplatesSetting_topic
          }
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

const updateMutation = graphql`
  mutation useSaveMessageTemplateMutation_update($templateId: ID!, $label: String!, $content: String!) {
    updateMessageTemplate(templateId: $templateId, label: $label, content: $content) {
      __typename
      ... on MessageTemplateSaved {
        template {
          id
          label
          content
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

export type TemplateValues = { label: string; content: string };

/** Creates a template of a topic (or a personal one when topicId is null), or edits one (templateId). */
export function useSaveMessageTemplateMutation(): [(target: { templateId: string } | { topicId: string | null }, values: TemplateValues) => Promise<MutationOutcome>, boolean] {
  const [create, isCreating] = useMutationPromise<CreateType>(createMutation, ({ createMessageTemplate: result }) =>
    result.__typename === "MessageTemplateSaved" ? succeeded() : failedWith(result),
  );
  const [update, isUpdating] = useMutationPromise<UpdateType>(updateMutation, ({ updateMessageTemplate: result }) =>
    result.__typename === "MessageTemplateSaved" ? succeeded() : failedWith(result),
  );
  return [(target, values) => ("templateId" in target ? update({ templateId: target.templateId, ...values }) : create({ topicId: target.topicId, ...values })), isCreating || isUpdating];
}
