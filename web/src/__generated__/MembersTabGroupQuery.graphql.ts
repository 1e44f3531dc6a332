/**
 * @generated SignedSource<<98a028336def2bbd46369fd47592b2e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Country = "BE" | "DE" | "FR" | "%future added value";
export type GroupMode = "RECIPIENT" | "SENDER" | "%future added value";
export type MembersTabGroupQuery$variables = {
  id: string;
};
export type MembersTabGroupQuery$data = {
  readonly node: {
    readonly group: {
      readonly country: Country;
      readonly id: string;
      readonly mode: GroupMode;
      readonly requestedMembersCount: number;
      readonly requesterMembersCount: number;
      readonly seatsFull: boolean;
      readonly topics: ReadonlyArray<{
        readonly id: string;
        readonly label: string;
      }>;
      readonly viewerCanAdmin: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type MembersTabGroupQuery = {
  response: MembersTabGroupQuery$data;
  variables: MembersTabGroupQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mode",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seatsFull",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanAdmin",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "requesterMembersCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "requestedMembersCount",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Topic",
  "kind": "LinkedField",
  "name": "topics",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MembersTabGroupQuery",
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
                (v8/*:: as any*/),
                (v9/*:: as any*/)
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
    "name": "MembersTabGroupQuery",
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
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/)
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
    "cacheID": "4af897cf796e3d681f6aa5c4f1eb89a5",
    "id": null,
    "metadata": {},
    "name": "MembersTabGroupQuery",
    "operationKind": "query",
    "text": "query MembersTabGroupQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Group {\n      id\n      mode\n      country\n      seatsFull\n      viewerCanAdmin\n      requesterMembersCount\n      requestedMembersCount\n      topics {\n        id\n        label\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3c26cf23d8cecf1a8e2d0923bc959b68";

export default node;
