/**
 * @generated SignedSource<<083c837521e26736c0cbc13055652d6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type probeQuery$variables = Record<PropertyKey, never>;
export type probeQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type probeQuery = {
  response: probeQuery$data;
  variables: probeQuery$variables;
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
    "name": "probeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "probeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "71b286a71ff48a407cd67890aec04301",
    "id": null,
    "metadata": {},
    "name": "probeQuery",
    "operationKind": "query",
    "text": "query probeQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3c032031687737860dccd9802744104f";

export default node;
