/**
 * @generated SignedSource<<d4f80f86bd527dcd03cf8dc92911e8f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AdminValidationsPageQuery$variables = Record<PropertyKey, never>;
export type AdminValidationsPageQuery$data = {
  readonly viewer: {
    readonly isSuper: boolean;
  } | null | undefined;
};
export type AdminValidationsPageQuery = {
  response: AdminValidationsPageQuery$data;
  variables: AdminValidationsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuper",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminValidationsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "AdminValidationsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    "cacheID": "bdbd96199bd0581321874015e8ae21b1",
    "id": null,
    "metadata": {},
    "name": "AdminValidationsPageQuery",
    "operationKind": "query",
    "text": "query AdminValidationsPageQuery {\n  viewer {\n    isSuper\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3c31c004e613c1fd975d2a34573232e3";

export default node;
