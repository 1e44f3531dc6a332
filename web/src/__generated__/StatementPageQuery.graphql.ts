/**
 * @generated SignedSource<<0a1e8ab6728fc5eb1ade5703fc13841c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StatementPageQuery$variables = {
  groupId?: string | null | undefined;
  year?: number | null | undefined;
};
export type StatementPageQuery$data = {
  readonly statement: {
    readonly __typename: string;
    readonly figures: {
      readonly csvPath: string;
      readonly firstYear: number;
      readonly groupName: string | null | undefined;
      readonly total: {
        readonly expert: {
          readonly acts: number;
          readonly billedCents: number;
          readonly unbilledCents: number;
        };
        readonly requester: {
          readonly acts: number;
          readonly billedCents: number;
          readonly unbilledCents: number;
        };
      };
      readonly year: number;
      readonly " $fragmentSpreads": FragmentRefs<"StatementChart_statement" | "StatementTable_statement">;
    } | null | undefined;
    readonly message?: string;
  };
};
export type StatementPageQuery = {
  response: StatementPageQuery$data;
  variables: StatementPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "year"
},
v2 = [
  {
    "kind": "Variable",
    "name": "groupId",
    "variableName": "groupId"
  },
  {
    "kind": "Variable",
    "name": "year",
    "variableName": "year"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "DomainError",
  "abstractKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "year",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstYear",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "groupName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "csvPath",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "acts",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "billedCents",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unbilledCents",
  "storageKey": null
},
v12 = [
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountCents",
  "storageKey": null
},
v14 = [
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v13/*:: as any*/)
],
v15 = [
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v9/*:: as any*/),
  (v13/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "StatementPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "statement",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                (v7/*:: as any*/),
                (v8/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "StatementTotal",
                  "kind": "LinkedField",
                  "name": "total",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "StatementSide",
                      "kind": "LinkedField",
                      "name": "expert",
                      "plural": false,
                      "selections": (v12/*:: as any*/),
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "StatementSide",
                      "kind": "LinkedField",
                      "name": "requester",
                      "plural": false,
                      "selections": (v12/*:: as any*/),
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "StatementChart_statement"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "StatementTable_statement"
                }
              ],
              "type": "Statement",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "figures"
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StatementPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "statement",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "StatementTotal",
                "kind": "LinkedField",
                "name": "total",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StatementSide",
                    "kind": "LinkedField",
                    "name": "expert",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StatementSide",
                    "kind": "LinkedField",
                    "name": "requester",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "StatementMonth",
                "kind": "LinkedField",
                "name": "months",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "month",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StatementSide",
                    "kind": "LinkedField",
                    "name": "expert",
                    "plural": false,
                    "selections": (v15/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StatementSide",
                    "kind": "LinkedField",
                    "name": "requester",
                    "plural": false,
                    "selections": (v15/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Statement",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "950459efc3e1ceb9732a51b367d4d776",
    "id": null,
    "metadata": {},
    "name": "StatementPageQuery",
    "operationKind": "query",
    "text": "query StatementPageQuery(\n  $year: Int\n  $groupId: ID\n) {\n  statement(year: $year, groupId: $groupId) {\n    __typename\n    ... on DomainError {\n      message\n    }\n    ... on Statement {\n      year\n      firstYear\n      groupName\n      csvPath\n      total {\n        expert {\n          acts\n          billedCents\n          unbilledCents\n        }\n        requester {\n          acts\n          billedCents\n          unbilledCents\n        }\n      }\n      ...StatementChart_statement\n      ...StatementTable_statement\n    }\n  }\n}\n\nfragment StatementChart_statement on Statement {\n  year\n  months {\n    month\n    expert {\n      billedCents\n      unbilledCents\n    }\n    requester {\n      billedCents\n      unbilledCents\n    }\n  }\n}\n\nfragment StatementTable_statement on Statement {\n  year\n  months {\n    month\n    expert {\n      acts\n      amountCents\n      billedCents\n      unbilledCents\n    }\n    requester {\n      acts\n      amountCents\n      billedCents\n      unbilledCents\n    }\n  }\n  total {\n    expert {\n      acts\n      amountCents\n      billedCents\n      unbilledCents\n    }\n    requester {\n      acts\n      amountCents\n      billedCents\n      unbilledCents\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8279e87c3219a352bf482265bbcd4420";

export default node;
