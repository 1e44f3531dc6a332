/**
 * @generated SignedSource<<7722a01b09c02619dc2ae947fb349247>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PlanningTabQuery$variables = {
  from: string;
  groupId: string;
  to: string;
};
export type PlanningTabQuery$data = {
  readonly node: {
    readonly group: {
      readonly topics: ReadonlyArray<{
        readonly id: string;
        readonly label: string;
      }>;
    } | null | undefined;
  } | null | undefined;
  readonly planning: {
    readonly __typename: "DomainError";
    readonly code: string;
  } | {
    readonly __typename: "PlanningWindow";
    readonly experts: ReadonlyArray<{
      readonly allTopics: boolean;
      readonly membershipId: string;
      readonly name: string;
      readonly topicIds: ReadonlyArray<number>;
    }>;
    readonly viewerCanAdd: boolean;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type PlanningTabQuery = {
  response: PlanningTabQuery$data;
  variables: PlanningTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "from",
      "variableName": "from"
    },
    {
      "kind": "Variable",
      "name": "groupId",
      "variableName": "groupId"
    },
    {
      "kind": "Variable",
      "name": "to",
      "variableName": "to"
    }
  ],
  "concreteType": null,
  "kind": "LinkedField",
  "name": "planning",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanAdd",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlanningExpert",
          "kind": "LinkedField",
          "name": "experts",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "membershipId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
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
              "kind": "ScalarField",
              "name": "topicIds",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "PlanningWindow",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        }
      ],
      "type": "DomainError",
      "abstractKey": null
    }
  ],
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "groupId"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "topics",
      "plural": true,
      "selections": [
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlanningTabQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
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
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PlanningTabQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v7/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7552c4491069c7654a25b4b69e074cf3",
    "id": null,
    "metadata": {},
    "name": "PlanningTabQuery",
    "operationKind": "query",
    "text": "query PlanningTabQuery(\n  $groupId: ID!\n  $from: DateTime!\n  $to: DateTime!\n) {\n  planning(groupId: $groupId, from: $from, to: $to) {\n    __typename\n    ... on PlanningWindow {\n      viewerCanAdd\n      experts {\n        membershipId\n        name\n        allTopics\n        topicIds\n      }\n    }\n    ... on DomainError {\n      code\n    }\n  }\n  node(id: $groupId) {\n    __typename\n    ... on Group {\n      topics {\n        id\n        label\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "362f652131dc9eeda237bca43258d498";

export default node;
