/**
 * @generated SignedSource<<66210074feac24d2a6a0ca6733109686>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type IntegrationFeed = "ALL" | "ARCHIVED" | "PENDING" | "%future added value";
export type IntegrationListResultsQuery$variables = {
  after?: string | null | undefined;
  descending?: boolean | null | undefined;
  excludeNonBillable?: boolean | null | undefined;
  feed?: IntegrationFeed | null | undefined;
  first?: number | null | undefined;
  groupId?: number | null | undefined;
  search?: string | null | undefined;
};
export type IntegrationListResultsQuery$data = {
  readonly integrations: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly actCode: string | null | undefined;
        readonly completedAt: string;
        readonly databaseId: number;
        readonly groupName: string;
        readonly id: string;
        readonly patient: {
          readonly birthDate: string | null | undefined;
          readonly firstName: string | null | undefined;
          readonly lastName: string | null | undefined;
        } | null | undefined;
        readonly professional: {
          readonly firstName: string;
          readonly lastName: string;
        } | null | undefined;
        readonly tasksComplete: boolean;
      };
    }>;
    readonly totalCount: number;
  };
};
export type IntegrationListResultsQuery = {
  response: IntegrationListResultsQuery$data;
  variables: IntegrationListResultsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "descending"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "excludeNonBillable"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "feed"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupId"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v9 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "after",
        "variableName": "after"
      },
      {
        "kind": "Variable",
        "name": "descending",
        "variableName": "descending"
      },
      {
        "kind": "Variable",
        "name": "excludeNonBillable",
        "variableName": "excludeNonBillable"
      },
      {
        "kind": "Variable",
        "name": "feed",
        "variableName": "feed"
      },
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "groupId",
        "variableName": "groupId"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "IntegrationsConnection",
    "kind": "LinkedField",
    "name": "integrations",
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
        "concreteType": "IntegrationsEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Integration",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
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
                "name": "completedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "groupName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "actCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tasksComplete",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "IntegrationPatient",
                "kind": "LinkedField",
                "name": "patient",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "birthDate",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "IntegrationProfessional",
                "kind": "LinkedField",
                "name": "professional",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "IntegrationListResultsQuery",
    "selections": (v9/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v6/*:: as any*/),
      (v5/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "IntegrationListResultsQuery",
    "selections": (v9/*:: as any*/)
  },
  "params": {
    "cacheID": "7b8b53f4bcbdcc3f6fcaa19b5a178df1",
    "id": null,
    "metadata": {},
    "name": "IntegrationListResultsQuery",
    "operationKind": "query",
    "text": "query IntegrationListResultsQuery(\n  $feed: IntegrationFeed\n  $excludeNonBillable: Boolean\n  $descending: Boolean\n  $search: String\n  $groupId: Int\n  $first: Int\n  $after: String\n) {\n  integrations(feed: $feed, excludeNonBillable: $excludeNonBillable, descending: $descending, search: $search, groupId: $groupId, first: $first, after: $after) {\n    totalCount\n    edges {\n      node {\n        id\n        databaseId\n        completedAt\n        groupName\n        actCode\n        tasksComplete\n        patient {\n          firstName\n          lastName\n          birthDate\n        }\n        professional {\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aee317dd0c4d03dfd81549d9ce1dc66f";

export default node;
