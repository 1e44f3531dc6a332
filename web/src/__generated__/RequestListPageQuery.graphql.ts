/**
 * @generated SignedSource<<31831167392fd24950d10fb985da1cca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RequestListPageQuery$variables = Record<PropertyKey, never>;
export type RequestListPageQuery$data = {
  readonly viewer: {
    readonly canFilterBillable: boolean;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"NewRequestButton_query">;
};
export type RequestListPageQuery = {
  response: RequestListPageQuery$data;
  variables: RequestListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canFilterBillable",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RequestListPageQuery",
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
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "NewRequestButton_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RequestListPageQuery",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanStartRequest",
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d4e14e0608001ef9f4b7285cebc3bac4",
    "id": null,
    "metadata": {},
    "name": "RequestListPageQuery",
    "operationKind": "query",
    "text": "query RequestListPageQuery {\n  viewer {\n    canFilterBillable\n    id\n  }\n  ...NewRequestButton_query\n}\n\nfragment NewRequestButton_query on Query {\n  viewerCanStartRequest\n}\n"
  }
};
})();

(node as any).hash = "16cb05be1f479f1e176071b62acc359a";

export default node;
