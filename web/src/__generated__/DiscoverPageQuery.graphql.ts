/**
 * @generated SignedSource<<fda82d2468d6a0cca3df9807ace691d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Country = "BE" | "DE" | "FR" | "%future added value";
export type DiscoverPageQuery$variables = Record<PropertyKey, never>;
export type DiscoverPageQuery$data = {
  readonly directorySpecialtyTags: ReadonlyArray<{
    readonly label: string;
    readonly tag: string;
  }>;
  readonly directoryStart: {
    readonly bounds: ReadonlyArray<number>;
    readonly country: Country;
    readonly isRequestable: boolean;
    readonly pageSize: number;
  };
};
export type DiscoverPageQuery = {
  response: DiscoverPageQuery$data;
  variables: DiscoverPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DirectoryStart",
    "kind": "LinkedField",
    "name": "directoryStart",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "country",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bounds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isRequestable",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pageSize",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "SpecialtyTag",
    "kind": "LinkedField",
    "name": "directorySpecialtyTags",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tag",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
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
    "name": "DiscoverPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DiscoverPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "117068daeb459c1319bca08f53e5e204",
    "id": null,
    "metadata": {},
    "name": "DiscoverPageQuery",
    "operationKind": "query",
    "text": "query DiscoverPageQuery {\n  directoryStart {\n    country\n    bounds\n    isRequestable\n    pageSize\n  }\n  directorySpecialtyTags {\n    tag\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "281b37cc6e9af648c405a86074eaed95";

export default node;
