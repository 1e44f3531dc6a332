/**
 * @generated SignedSource<<ebc844b2f5ea803312ff5ee3a924d237>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type IntegrationListPageQuery$variables = Record<PropertyKey, never>;
export type IntegrationListPageQuery$data = {
  readonly integrationGroups: ReadonlyArray<{
    readonly databaseId: number;
    readonly name: string;
  }>;
};
export type IntegrationListPageQuery = {
  response: IntegrationListPageQuery$data;
  variables: IntegrationListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "IntegrationListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "IntegrationGroup",
        "kind": "LinkedField",
        "name": "integrationGroups",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IntegrationListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "IntegrationGroup",
        "kind": "LinkedField",
        "name": "integrationGroups",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "06017fd7df724411e7abd9f0d0e0dbf3",
    "id": null,
    "metadata": {},
    "name": "IntegrationListPageQuery",
    "operationKind": "query",
    "text": "query IntegrationListPageQuery {\n  integrationGroups {\n    databaseId\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3620c89f94751c5e469ec6c8e8023381";

export default node;
