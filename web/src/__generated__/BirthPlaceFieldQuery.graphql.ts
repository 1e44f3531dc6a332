/**
 * @generated SignedSource<<f15bae6ce9ecbcd4dd523b8ef9785cac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BirthPlaceFieldQuery$variables = {
  search: string;
};
export type BirthPlaceFieldQuery$data = {
  readonly communes: ReadonlyArray<{
    readonly code: string;
    readonly departmentCode: string;
    readonly label: string;
  }>;
};
export type BirthPlaceFieldQuery = {
  response: BirthPlaceFieldQuery$data;
  variables: BirthPlaceFieldQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "Commune",
    "kind": "LinkedField",
    "name": "communes",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "departmentCode",
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
    "name": "BirthPlaceFieldQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BirthPlaceFieldQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bbe6fed0097550be01d9d424db0e5722",
    "id": null,
    "metadata": {},
    "name": "BirthPlaceFieldQuery",
    "operationKind": "query",
    "text": "query BirthPlaceFieldQuery(\n  $search: String!\n) {\n  communes(search: $search) {\n    code\n    label\n    departmentCode\n  }\n}\n"
  }
};
})();

(node as any).hash = "c5d0b7c6bd789e0d7527b3d8968a6b1d";

export default node;
