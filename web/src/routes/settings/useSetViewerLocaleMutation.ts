import { graphql } from "react-relay/hooks";
import type { useSetViewerLocaleMutation as SetViewerLocaleMutationType } from "../../__generated__/useSetViewerLocaleMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";
import type { Locale } from "../../i18n/locales.ts";

const setViewerLocaleMutation = graphql`
  mutation useSetViewerLocaleMutation($input: SetViewerLocaleInput!) {
    setViewerLocale(input: $input) {
      __typename
      ... on LocaleChosen {
        viewer {
          id
          locale
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

/** Stores the chosen language on the account (issue 20): the next login opens in it. */
export function useSetViewerLocaleMutation(): [(locale: Locale) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<SetViewerLocaleMutationType>(setViewerLocaleMutation, (response) =>
    response.setViewerLocale.__typename === "LocaleChosen" ? succeeded() : failedWith(response.setViewerLocale),
  );
  return [(locale) => commit({ input: { locale } }), isInFlight];
}
