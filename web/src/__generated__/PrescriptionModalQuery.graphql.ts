/**
 * @generated SignedSource<<d5ce510055c9209f7f7520f2cb95f31f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PrescriptionModalQuery$variables = Record<PropertyKey, never>;
export type PrescriptionModalQuery$data = {
  readonly viewer: {
    readonly billingInfos: ReadonlyArray<{
      readonly id: string;
      readonly isDefault: boolean;
      readonly label: string;
      readonly number: string;
    }>;
  } | null | undefined;
};
export type PrescriptionModalQuery = {
  response: PrescriptionModalQuery$data;
  variables: PrescriptionModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "BillingInfo",
  "kind": "LinkedField",
  "name": "billingInfos",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
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
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDefault",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PrescriptionModalQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
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
    "name": "PrescriptionModalQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "834bfafed9cdb254ebe49b634f587f01",
    "id": null,
    "metadata": {},
    "name": "PrescriptionModalQuery",
    "operationKind": "query",
    "text": "query PrescriptionModalQuery {\n  viewer {\n    billingInfos {\n      id\n      label\n      number\n      isDefault\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "697b19510be9b7c59cedc5f0db5bc073";

export default node;
