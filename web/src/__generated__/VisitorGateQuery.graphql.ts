/**
 * @generated SignedSource<<5400ac9a0d34484bf571940aec745ff6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type VisitorGateQuery$variables = Record<PropertyKey, never>;
export type VisitorGateQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type VisitorGateQuery = {
  response: VisitorGateQuery$data;
  variables: VisitorGateQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VisitorGateQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VisitorGateQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "dd3d2613e7e36ab0a0b162523811e5df",
    "id": null,
    "metadata": {},
    "name": "VisitorGateQuery",
    "operationKind": "query",
    "text": "query VisitorGateQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e6b0a66f4d173f5c9caf0f5d126b024";

export default node;
