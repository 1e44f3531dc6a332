/**
 * @generated SignedSource<<0a5a0286d57b4c82f79c6a2cf6aaef7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuthGuardQuery$variables = Record<PropertyKey, never>;
export type AuthGuardQuery$data = {
  readonly viewer: {
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
            "concreteType": "Professional",
            "kind": "LinkedField",
            "name": "professional",
            "plural": false,
            "selections": [
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
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f3223b45ec91b1a08cfb3a2b519e60f9",
    "id": null,
    "metadata": {},
    "name": "AuthGuardQuery",
    "operationKind": "query",
    "text": "query AuthGuardQuery {\n  viewer {\n    ...MainLayout_viewer\n    id\n  }\n}\n\nfragment AccountPanel_viewer on User {\n  firstName\n  lastName\n  professional {\n    specialty {\n      label\n    }\n    id\n  }\n}\n\nfragment MainLayout_viewer on User {\n  ...AccountPanel_viewer\n  ...SessionExpiredDialog_viewer\n}\n\nfragment SessionExpiredDialog_viewer on User {\n  id\n  email\n}\n"
  }
};
})();

(node as any).hash = "0eadb9d21827aef81e63bb6f4ac81086";

export default node;
