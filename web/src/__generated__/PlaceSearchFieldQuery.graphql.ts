/**
 * @generated SignedSource<<a2050a0f8eb1313520ae61390c0d5783>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PlaceSearchFieldQuery$variables = {
  query: string;
};
export type PlaceSearchFieldQuery$data = {
  readonly placesAutocomplete: ReadonlyArray<{
    readonly bounds: ReadonlyArray<number>;
    readonly id: string;
    readonly label: string;
  }>;
};
export type PlaceSearchFieldQuery = {
  response: PlaceSearchFieldQuery$data;
  variables: PlaceSearchFieldQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "Place",
    "kind": "LinkedField",
    "name": "placesAutocomplete",
    "plural": true,
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
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bounds",
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
    "name": "PlaceSearchFieldQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlaceSearchFieldQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3fcbff1099409a4ee6725a4abbb0cb51",
    "id": null,
    "metadata": {},
    "name": "PlaceSearchFieldQuery",
    "operationKind": "query",
    "text": "query PlaceSearchFieldQuery(\n  $query: String!\n) {\n  placesAutocomplete(query: $query) {\n    id\n    label\n    bounds\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c1c618fc72deba719b56fa69c92fd21";

export default node;
