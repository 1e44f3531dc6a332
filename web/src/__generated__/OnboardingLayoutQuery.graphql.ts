/**
 * @generated SignedSource<<0906443b22435d8cf981435854ecad45>>
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
  readonly " $fragmentSpreads": FragmentRefs<"ProSanteConnectOption_query">;
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
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ProSanteConnectOption_query"
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "proSanteConnectAvailable",
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "539f4a35aa5d95e164632ee992461c9c",
    "id": null,
    "metadata": {},
    "name": "OnboardingLayoutQuery",
    "operationKind": "query",
    "text": "query OnboardingLayoutQuery {\n  viewer {\n    validated\n    ...IdentificationPage_viewer\n    ...ValidationPage_viewer\n    id\n  }\n  ...ProSanteConnectOption_query\n}\n\nfragment IdentificationPage_viewer on User {\n  id\n  validated\n  identificationStatus\n  hasIdentityDocument\n  country\n}\n\nfragment ProSanteConnectOption_query on Query {\n  proSanteConnectAvailable\n}\n\nfragment ValidationPage_viewer on User {\n  validated\n  identificationStatus\n  hasIdentityDocument\n}\n"
  }
};
})();

(node as any).hash = "7aee7b030218ac50d65cd2658076f7f7";

export default node;
