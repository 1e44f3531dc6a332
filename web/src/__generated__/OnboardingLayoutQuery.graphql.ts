/**
 * @generated SignedSource<<fefd4e8b20bc412e97cbabd9c08e9af8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OnboardingLayoutQuery$variables = Record<PropertyKey, never>;
export type OnboardingLayoutQuery$data = {
  readonly proSanteConnectAvailable: boolean;
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "proSanteConnectAvailable",
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
      (v1/*:: as any*/)
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
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "7dd6c1330880f266ea47d28786b0e5c3",
    "id": null,
    "metadata": {},
    "name": "OnboardingLayoutQuery",
    "operationKind": "query",
    "text": "query OnboardingLayoutQuery {\n  viewer {\n    validated\n    ...IdentificationPage_viewer\n    ...ValidationPage_viewer\n    id\n  }\n  proSanteConnectAvailable\n}\n\nfragment IdentificationPage_viewer on User {\n  id\n  validated\n  identificationStatus\n  hasIdentityDocument\n  country\n}\n\nfragment ValidationPage_viewer on User {\n  validated\n  identificationStatus\n  hasIdentityDocument\n}\n"
  }
};
})();

(node as any).hash = "e4b92d4e361fdc42f524b6cadf0d525f";

export default node;
