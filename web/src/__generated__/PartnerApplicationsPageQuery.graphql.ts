/**
 * @generated SignedSource<<2118cf0b31afd386f47b093ce9fed280>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PartnerApplicationsPageQuery$variables = Record<PropertyKey, never>;
export type PartnerApplicationsPageQuery$data = {
  readonly viewer: {
    readonly isSuper: boolean;
  } | null | undefined;
};
export type PartnerApplicationsPageQuery = {
  response: PartnerApplicationsPageQuery$data;
  variables: PartnerApplicationsPageQuery$variables;
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
    "name": "PartnerApplicationsPageQuery",
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
    "name": "PartnerApplicationsPageQuery",
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
    "cacheID": "6b3963955886a2b67dcf7fa172e56e24",
    "id": null,
    "metadata": {},
    "name": "PartnerApplicationsPageQuery",
    "operationKind": "query",
    "text": "query PartnerApplicationsPageQuery {\n  viewer {\n    isSuper\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b868ca9331c973acf8941285fcf07774";

export default node;
