/**
 * @generated SignedSource<<a08a5174f6c2ad8bbc1a1afa5266149a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type MeetingFeed = "PAST" | "UPCOMING" | "%future added value";
export type TopicType = "MEETING" | "TE" | "%future added value";
export type VideoCallMode = "EXTERNAL" | "INTERNAL" | "NO_VIDEO" | "%future added value";
export type MeetingsTabQuery$variables = {
  feed: MeetingFeed;
  groupId: string;
  page: number;
  topicId?: number | null | undefined;
};
export type MeetingsTabQuery$data = {
  readonly node: {
    readonly group: {
      readonly internalVideoAvailable: boolean;
      readonly meetings: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly databaseId: number;
            readonly externalVideoLink: string | null | undefined;
            readonly id: string;
            readonly label: string | null | undefined;
            readonly professionals: ReadonlyArray<{
              readonly firstName: string;
              readonly id: string;
              readonly lastName: string;
            }>;
            readonly requestsCount: number;
            readonly scheduledAt: string;
            readonly topic: {
              readonly id: string;
              readonly label: string;
            };
            readonly videoCallMode: VideoCallMode;
            readonly viewerCanDelete: boolean;
            readonly viewerCanEdit: boolean;
          };
        }>;
        readonly page: number;
        readonly totalCount: number;
      };
      readonly topics: ReadonlyArray<{
        readonly id: string;
        readonly label: string;
        readonly type: TopicType;
      }>;
      readonly viewerCanAdmin: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type MeetingsTabQuery = {
  response: MeetingsTabQuery$data;
  variables: MeetingsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "feed"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "topicId"
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "groupId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
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
      "name": "internalVideoAvailable",
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
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "feed",
          "variableName": "feed"
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        },
        {
          "kind": "Variable",
          "name": "page",
          "variableName": "page"
        },
        {
          "kind": "Variable",
          "name": "topicId",
          "variableName": "topicId"
        }
      ],
      "concreteType": "GroupMeetingsConnection",
      "kind": "LinkedField",
      "name": "meetings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "page",
          "storageKey": null
        },
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
                (v5/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "databaseId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "scheduledAt",
                  "storageKey": null
                },
                (v6/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "videoCallMode",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "externalVideoLink",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "requestsCount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "viewerCanEdit",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "viewerCanDelete",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Topic",
                  "kind": "LinkedField",
                  "name": "topic",
                  "plural": false,
                  "selections": [
                    (v5/*:: as any*/),
                    (v6/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Professional",
                  "kind": "LinkedField",
                  "name": "professionals",
                  "plural": true,
                  "selections": [
                    (v5/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "firstName",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "lastName",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Group",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MeetingsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": (v7/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MeetingsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
          (v7/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d65990df2a2e52a12399f0d011b3f82a",
    "id": null,
    "metadata": {},
    "name": "MeetingsTabQuery",
    "operationKind": "query",
    "text": "query MeetingsTabQuery(\n  $groupId: ID!\n  $feed: MeetingFeed!\n  $topicId: Int\n  $page: Int!\n) {\n  node(id: $groupId) {\n    __typename\n    ... on Group {\n      viewerCanAdmin\n      internalVideoAvailable\n      topics {\n        id\n        label\n        type\n      }\n      meetings(feed: $feed, topicId: $topicId, page: $page, first: 10) {\n        totalCount\n        page\n        edges {\n          node {\n            id\n            databaseId\n            scheduledAt\n            label\n            videoCallMode\n            externalVideoLink\n            requestsCount\n            viewerCanEdit\n            viewerCanDelete\n            topic {\n              id\n              label\n            }\n            professionals {\n              id\n              firstName\n              lastName\n            }\n          }\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "590c5e1aa45dfec0eca5946cffbe8ed5";

export default node;
