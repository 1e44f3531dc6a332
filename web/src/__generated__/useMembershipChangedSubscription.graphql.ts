/**
 * @generated SignedSource<<c7e92d85c3523b23cbbe241a7a9338e5>>
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
};
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
    "cacheID": "1c56689b4de92a3b31ec40289ec18858",
    "id": null,
    "metadata": {},
    "name": "useMembershipChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useMembershipChangedSubscription(\n  $groupId: ID!\n) {\n  membershipChanged(groupId: $groupId) {\n    status\n    group {\n      id\n      tabs\n      indexTab\n      membershipStatus\n      viewerMembership {\n        role\n        id\n      }\n      viewerCanShare\n      viewerCanDownloadData\n      ...MembershipActions_group\n      ...GroupRequestsTab_group\n      ...GroupParamsTab_group\n    }\n  }\n}\n\nfragment GroupParamsTab_group on Group {\n  supportAddress\n  viewerCanAdmin\n  viewerCanSeeParameters\n  requiresRequesterPhone\n  requiresRequesterEmail\n  topics {\n    recipientProfessionalMode\n    hasCustomForm\n    id\n  }\n}\n\nfragment GroupRequestsTab_group on Group {\n  id\n  requestSubTabs\n  ...OnDutyNow_group\n  tags {\n    databaseId\n    label\n  }\n}\n\nfragment MembershipActions_group on Group {\n  id\n  databaseId\n  name\n  viewerMembership {\n    id\n    status\n    needsWelcome\n    welcomeRole\n    isLastAdmin\n  }\n}\n\nfragment OnDutyNow_group on Group {\n  onDutyNow {\n    membershipDatabaseId\n    name\n    allTopics\n    topics {\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "760432411ae665cbcf0ad9c623d3663f";

export default node;
