/**
 * @generated SignedSource<<6ea78ced306f8fbb89d7d9ddd09f13bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GroupLayout = "CPTS" | "DEFAULT" | "HIERARCHY" | "MAP" | "%future added value";
export type GroupTab = "INFO" | "MEETINGS" | "MEMBERS" | "PARAMS" | "PLANNING" | "REQUESTS" | "%future added value";
export type MembershipRole = "ADMIN" | "EXPERT" | "MEMBER" | "REQUESTER" | "SHADOW" | "SUPPORT" | "%future added value";
export type MembershipStatus = "APPLYING" | "INVITED" | "ONGOING" | "%future added value";
export type GroupPageQuery$variables = {
  id: string;
};
export type GroupPageQuery$data = {
  readonly node: {
    readonly group: {
      readonly databaseId: number;
      readonly indexTab: GroupTab;
      readonly layout: GroupLayout;
      readonly membershipStatus: MembershipStatus | null | undefined;
      readonly name: string;
      readonly tabs: ReadonlyArray<GroupTab>;
      readonly viewerCanDownloadData: boolean;
      readonly viewerCanSeeStatement: boolean;
      readonly viewerCanShare: boolean;
      readonly viewerMembership: {
        readonly role: MembershipRole;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"GroupHeader_group" | "GroupParamsTab_group" | "GroupRequestsTab_group" | "HierarchySidebar_group" | "MembershipActions_group">;
    } | null | undefined;
  } | null | undefined;
};
export type GroupPageQuery = {
  response: GroupPageQuery$data;
  variables: GroupPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "layout",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tabs",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "indexTab",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "membershipStatus",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanShare",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanDownloadData",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanSeeStatement",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v14 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v15 = [
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scheduledAt",
            "storageKey": null
          },
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "videoCallMode",
            "storageKey": null
          },
          (v12/*:: as any*/)
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
    "name": "GroupPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                (v7/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Membership",
                  "kind": "LinkedField",
                  "name": "viewerMembership",
                  "plural": false,
                  "selections": [
                    (v8/*:: as any*/)
                  ],
                  "storageKey": null
                },
                (v9/*:: as any*/),
                (v10/*:: as any*/),
                (v11/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "GroupHeader_group"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "MembershipActions_group"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "HierarchySidebar_group"
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
              "type": "Group",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "group"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v12/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Membership",
                "kind": "LinkedField",
                "name": "viewerMembership",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
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
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shortDescription",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "keywords",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "boundingBox",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lat",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lng",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Topic",
                "kind": "LinkedField",
                "name": "topicTrees",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Topic",
                    "kind": "LinkedField",
                    "name": "children",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v13/*:: as any*/),
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
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
                  (v3/*:: as any*/),
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
                      (v13/*:: as any*/)
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
                  (v2/*:: as any*/),
                  (v13/*:: as any*/)
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
                  (v14/*:: as any*/)
                ],
                "concreteType": "GroupMeetingsConnection",
                "kind": "LinkedField",
                "name": "meetings",
                "plural": false,
                "selections": (v15/*:: as any*/),
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
                  (v14/*:: as any*/)
                ],
                "concreteType": "GroupMeetingsConnection",
                "kind": "LinkedField",
                "name": "meetings",
                "plural": false,
                "selections": (v15/*:: as any*/),
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
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "Group",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "aa2b7bebf4e960f320975cf838154d6c",
    "id": null,
    "metadata": {},
    "name": "GroupPageQuery",
    "operationKind": "query",
    "text": "query GroupPageQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Group {\n      databaseId\n      name\n      layout\n      tabs\n      indexTab\n      membershipStatus\n      viewerMembership {\n        role\n        id\n      }\n      viewerCanShare\n      viewerCanDownloadData\n      viewerCanSeeStatement\n      ...GroupHeader_group\n      ...MembershipActions_group\n      ...HierarchySidebar_group\n      ...GroupRequestsTab_group\n      ...GroupParamsTab_group\n    }\n    id\n  }\n}\n\nfragment GroupHeader_group on Group {\n  name\n  shortDescription\n  layout\n  mode\n  keywords\n  boundingBox\n  lat\n  lng\n}\n\nfragment GroupParamsTab_group on Group {\n  supportAddress\n  viewerCanAdmin\n  viewerCanSeeParameters\n  requiresRequesterPhone\n  requiresRequesterEmail\n  topics {\n    recipientProfessionalMode\n    hasCustomForm\n    id\n  }\n}\n\nfragment GroupRequestsTab_group on Group {\n  id\n  requestSubTabs\n  ...OnDutyNow_group\n  tags {\n    databaseId\n    label\n  }\n  upcomingMeetings: meetings(feed: UPCOMING, first: 20) {\n    edges {\n      node {\n        databaseId\n        scheduledAt\n        label\n        videoCallMode\n        id\n      }\n    }\n  }\n  pastMeetings: meetings(feed: PAST, first: 20) {\n    edges {\n      node {\n        databaseId\n        scheduledAt\n        label\n        videoCallMode\n        id\n      }\n    }\n  }\n}\n\nfragment HierarchySidebar_group on Group {\n  topicTrees {\n    databaseId\n    label\n    children {\n      databaseId\n      label\n      id\n    }\n    id\n  }\n}\n\nfragment MembershipActions_group on Group {\n  id\n  databaseId\n  name\n  viewerMembership {\n    id\n    status\n    needsWelcome\n    welcomeRole\n    isLastAdmin\n  }\n}\n\nfragment OnDutyNow_group on Group {\n  onDutyNow {\n    membershipDatabaseId\n    name\n    allTopics\n    topics {\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5712644c0f366de7036b6c961d43244e";

export default node;
