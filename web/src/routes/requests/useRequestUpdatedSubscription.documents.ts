import { graphql } from "react-relay/hooks";

// The documents of ./useRequestUpdatedSubscription.ts, in a chunk of their own: the hook loads
// them once the page has rendered (each carries the page's whole detail, issue 18).

// One document per page: each event carries exactly what that page shows, which Relay merges by id.
export const requestSideSubscription = graphql`
  subscription useRequestUpdatedSubscription($id: ID!) {
    requestEvent(id: $id) {
      kind
      newStatus
      # Null when the request was just sent (the sender's own action) or deleted.
      request {
        ...RequestDetail_request
      }
    }
  }
`;

export const consultSideSubscription = graphql`
  subscription useRequestUpdatedSubscriptionConsultSubscription($id: ID!) {
    requestEvent(id: $id) {
      kind
      newStatus
      request {
        ...ConsultDetail_request
      }
    }
  }
`;
