import { graphql } from "react-relay/hooks";

// The document of ./useMembershipChangedSubscription.ts, in a chunk of its own: the hook loads it
// once the page has rendered (issue 18).

// The group as the page reads it wherever the viewer's membership matters: the header's badge and
// buttons, the welcome dialog, the tabs and what the requests and parameters tabs show insiders.
export const membershipChangedSubscription = graphql`
  subscription useMembershipChangedSubscription($groupId: ID!) {
    membershipChanged(groupId: $groupId) {
      status
      group {
        id
        tabs
        indexTab
        membershipStatus
        viewerMembership {
          role
        }
        viewerCanShare
        viewerCanDownloadData
        ...MembershipActions_group
        ...GroupRequestsTab_group
        ...GroupParamsTab_group
      }
    }
  }
`;
