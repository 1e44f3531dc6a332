/**
 * @generated SignedSource<<a8e312157c927baeb7aeab710431c92a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingLayoutQuery$variables = Record<PropertyKey, never>;
export type OnboardingLayoutQuery$data = {
  readonly viewer: {
    readonly validated: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"IdentificationPage_viewer" | "ValidationPage_viewer">;
  } | null | undefined;
};
export type OnboardingLayoutQuery = {
  response: OnboardingLayoutQuery$data;
  variables: OnboardingLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "validated",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OnboardingLayoutQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "IdentificationPage_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ValidationPage_viewer"
          }
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
    "name": "OnboardingLayoutQuery",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "identificationStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasIdentityDocument",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "country",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fc24d55b23fdcba4f654b4f18e9e08ff",
    "id": null,
    "metadata": {},
    "name": "OnboardingLayoutQuery",
    "operationKind": "query",
    "text": "query OnboardingLayoutQuery {\n  viewer {\n    validated\n    ...IdentificationPage_viewer\n    ...ValidationPage_viewer\n    id\n  }\n}\n\nfragment IdentificationPage_viewer on User {\n  id\n  validated\n  identificationStatus\n  hasIdentityDocument\n  country\n}\n\nfragment ValidationPage_viewer on User {\n  validated\n  identificationStatus\n  hasIdentityDocument\n}\n"
  }
};
})();

(node as any).hash = "b9b27e09dc68585f591295304e8db8db";

export default node;
