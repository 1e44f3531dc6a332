/**
 * @generated SignedSource<<e40293fae44e036edc5b22f9824b2edb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DraftBillingSectionQuery$variables = Record<PropertyKey, never>;
export type DraftBillingSectionQuery$data = {
  readonly viewer: {
    readonly billingInfos: ReadonlyArray<{
      readonly id: string;
      readonly isDefault: boolean;
      readonly label: string;
      readonly number: string;
    }>;
  } | null | undefined;
};
export type DraftBillingSectionQuery = {
  response: DraftBillingSectionQuery$data;
  variables: DraftBillingSectionQuery$variables;
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
    "name": "DraftBillingSectionQuery",
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
    "name": "DraftBillingSectionQuery",
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
    "cacheID": "8bb939c39a325abe1092c52e2b761ff3",
    "id": null,
    "metadata": {},
    "name": "DraftBillingSectionQuery",
    "operationKind": "query",
    "text": "query DraftBillingSectionQuery {\n  viewer {\n    billingInfos {\n      id\n      label\n      number\n      isDefault\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a71205fa1234329540682087c01a56c6";

export default node;
