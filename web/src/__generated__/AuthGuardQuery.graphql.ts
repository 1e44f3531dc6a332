/**
 * @generated SignedSource<<de8c37d82a465ea28e09b1b16869e7f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AuthGuardQuery$variables = Record<PropertyKey, never>;
export type AuthGuardQuery$data = {
  readonly viewer: {
    readonly validated: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"MainLayout_viewer">;
  } | null | undefined;
};
export type AuthGuardQuery = {
  response: AuthGuardQuery$data;
  variables: AuthGuardQuery$variables;
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AuthGuardQuery",
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
            "name": "MainLayout_viewer"
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
    "name": "AuthGuardQuery",
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
            "name": "isSuper",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canIntegrate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Professional",
            "kind": "LinkedField",
            "name": "professional",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Specialty",
                "kind": "LinkedField",
                "name": "specialty",
                "plural": false,
                "selections": [
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
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "profilePictureUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canFilterBillable",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
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
            "name": "identificationStatus",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5a8dbadf23c68239a50fb92c18995f79",
    "id": null,
    "metadata": {},
    "name": "AuthGuardQuery",
    "operationKind": "query",
    "text": "query AuthGuardQuery {\n  viewer {\n    validated\n    ...MainLayout_viewer\n    id\n  }\n}\n\nfragment AccountPanel_viewer on User {\n  firstName\n  lastName\n  profilePictureUrl\n  canFilterBillable\n  professional {\n    specialty {\n      label\n    }\n    id\n  }\n}\n\nfragment MainLayout_viewer on User {\n  isSuper\n  canIntegrate\n  professional {\n    databaseId\n    id\n  }\n  ...AccountPanel_viewer\n  ...SessionExpiredDialog_viewer\n  ...UnvalidatedDialog_viewer\n}\n\nfragment SessionExpiredDialog_viewer on User {\n  id\n  email\n}\n\nfragment UnvalidatedDialog_viewer on User {\n  hasIdentityDocument\n  identificationStatus\n}\n"
  }
};
})();

(node as any).hash = "e0324784b7a9d3b9eecac8dcbeecd673";

export default node;
