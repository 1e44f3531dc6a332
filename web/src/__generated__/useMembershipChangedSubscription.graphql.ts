/**
 * @generated SignedSource<<cdadcc21efdc00f4a1f3eb64ade5ded0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GroupTab = "INFO" | "MEETINGS" | "MEMBERS" | "PARAMS" | "PLANNING" | "REQUESTS" | "%future added value";
export type MembershipRole = "ADMIN" | "EXPERT" | "MEMBER" | "REQUESTER" | "SHADOW" | "SUPPORT" | "%future added value";
export type MembershipStatus = "APPLYING" | "INVITED" | "ONGOING" | "%future added value";
export type useMembershipChangedSubscription$variables = {
  groupId: string;
};
export type useMembershipChangedSubscription$data = {
  readonly membershipChanged: {
    readonly group: {
      readonly id: string;
      readonly indexTab: GroupTab;
      readonly membershipStatus: MembershipStatus | null | undefined;
      readonly tabs: ReadonlyArray<GroupTab>;
      readonly viewerCanDownloadData: boolean;
      readonly viewerCanShare: boolean;
      readonly viewerMembership: {
        readonly role: MembershipRole;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"GroupParamsTab_group" | "GroupRequestsTab_group" | "MembershipActions_group">;
    };
    readonly status: MembershipStatus | null | undefined;
  };
};
export type useMembershipChangedSubscription = {
  response: useMembershipChangedSubscription$data;
  variables: useMembershipChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "groupId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "groupId",
    "variableName": "groupId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tabs",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "indexTab",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "membershipStatus",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanShare",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanDownloadData",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v13 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v14 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "GroupMeetingsEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Meeting",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scheduledAt",
            "storageKey": null
          },
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "videoCallMode",
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMembershipChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MembershipChanged",
        "kind": "LinkedField",
        "name": "membershipChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Group",
            "kind": "LinkedField",
            "name": "group",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Membership",
                "kind": "LinkedField",
                "name": "viewerMembership",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MembershipActions_group"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "GroupRequestsTab_group"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "GroupParamsTab_group"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMembershipChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MembershipChanged",
        "kind": "LinkedField",
        "name": "membershipChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Group",
            "kind": "LinkedField",
            "name": "group",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Membership",
                "kind": "LinkedField",
                "name": "viewerMembership",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v3/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "needsWelcome",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "welcomeRole",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isLastAdmin",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requestSubTabs",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OnDutyExpert",
                "kind": "LinkedField",
                "name": "onDutyNow",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "membershipDatabaseId",
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "allTopics",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OnDutyTopic",
                    "kind": "LinkedField",
                    "name": "topics",
                    "plural": true,
                    "selections": [
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GroupTag",
                "kind": "LinkedField",
                "name": "tags",
                "plural": true,
                "selections": [
                  (v10/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "upcomingMeetings",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "feed",
                    "value": "UPCOMING"
                  },
                  (v13/*:: as any*/)
                ],
                "concreteType": "GroupMeetingsConnection",
                "kind": "LinkedField",
                "name": "meetings",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": "meetings(feed:\"UPCOMING\",first:20)"
              },
              {
                "alias": "pastMeetings",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "feed",
                    "value": "PAST"
                  },
                  (v13/*:: as any*/)
                ],
                "concreteType": "GroupMeetingsConnection",
                "kind": "LinkedField",
                "name": "meetings",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": "meetings(feed:\"PAST\",first:20)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "supportAddress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanAdmin",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanSeeParameters",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requiresRequesterPhone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requiresRequesterEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Topic",
                "kind": "LinkedField",
                "name": "topics",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "recipientProfessionalMode",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasCustomForm",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6ee20c38d1698e9606a9d69b04896b33",
    "id": null,
    "metadata": {},
    "name": "useMembershipChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useMembershipChangedSubscription(\n  $groupId: ID!\n) {\n  membershipChanged(groupId: $groupId) {\n    status\n    group {\n      id\n      tabs\n      indexTab\n      membershipStatus\n      viewerMembership {\n        role\n        id\n      }\n      viewerCanShare\n      viewerCanDownloadData\n      ...MembershipActions_group\n      ...GroupRequestsTab_group\n      ...GroupParamsTab_group\n    }\n  }\n}\n\nfragment GroupParamsTab_group on Group {\n  supportAddress\n  viewerCanAdmin\n  viewerCanSeeParameters\n  requiresRequesterPhone\n  requiresRequesterEmail\n  topics {\n    recipientProfessionalMode\n    hasCustomForm\n    id\n  }\n}\n\nfragment GroupRequestsTab_group on Group {\n  id\n  requestSubTabs\n  ...OnDutyNow_group\n  tags {\n    databaseId\n    label\n  }\n  upcomingMeetings: meetings(feed: UPCOMING, first: 20) {\n    edges {\n      node {\n        databaseId\n        scheduledAt\n        label\n        videoCallMode\n        id\n      }\n    }\n  }\n  pastMeetings: meetings(feed: PAST, first: 20) {\n    edges {\n      node {\n        databaseId\n        scheduledAt\n        label\n        videoCallMode\n        id\n      }\n    }\n  }\n}\n\nfragment MembershipActions_group on Group {\n  id\n  databaseId\n  name\n  viewerMembership {\n    id\n    status\n    needsWelcome\n    welcomeRole\n    isLastAdmin\n  }\n}\n\nfragment OnDutyNow_group on Group {\n  onDutyNow {\n    membershipDatabaseId\n    name\n    allTopics\n    topics {\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "760432411ae665cbcf0ad9c623d3663f";

export default node;
