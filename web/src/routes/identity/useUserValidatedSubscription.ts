import { useEffect } from "react";
import { graphql, requestSubscription, useRelayEnvironment } from "react-relay/hooks";
import type { useUserValidatedSubscription as UserValidatedSubscriptionType } from "../../__generated__/useUserValidatedSubscription.graphql";

const userValidatedSubscription = graphql`
  subscription useUserValidatedSubscription {
    userValidated {
      id
      validated
      identificationStatus
      hasIdentityDocument
    }
  }
`;

/**
 * Spec 1 §4: a user_validated event refreshes the user. The payload carries the identity
 * fields, which Relay merges into the viewer by id: the open screen follows without a reload.
 */
export function useUserValidatedSubscription(enabled: boolean): void {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!enabled) return;
    const subscription = requestSubscription<UserValidatedSubscriptionType>(environment, {
      subscription: userValidatedSubscription,
      variables: {},
      // A comfort: without it the page is right again at the next load.
      onError: (error) => console.warn("[web] identity decision updates stopped", error),
    });
    return () => subscription.dispose();
  }, [environment, enabled]);
}
