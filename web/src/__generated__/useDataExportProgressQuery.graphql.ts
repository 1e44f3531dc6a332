/**
 * @generated SignedSource<<7058ee16fd6d0d6ee51c2522dddc1cf5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useDataExportProgressQuery$variables = Record<PropertyKey, never>;
export type useDataExportProgressQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"MyDataSection_user">;
  } | null | undefined;
};
export type useDataExportProgressQuery = {
  response: useDataExportProgressQuery$data;
  variables: useDataExportProgressQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDataExportProgressQuery",
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
            "name": "MyDataSection_user"
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
    "name": "useDataExportProgressQuery",
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
            "concreteType": "DataExport",
            "kind": "LinkedField",
            "name": "dataExport",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "progress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "downloadPath",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
    "cacheID": "3aed24b1ce2793aa213e9cb25877609e",
    "id": null,
    "metadata": {},
    "name": "useDataExportProgressQuery",
    "operationKind": "query",
    "text": "query useDataExportProgressQuery {\n  viewer {\n    ...MyDataSection_user\n    id\n  }\n}\n\nfragment MyDataSection_user on User {\n  dataExport {\n    status\n    progress\n    total\n    expiresAt\n    downloadPath\n  }\n}\n"
  }
};

(node as any).hash = "3ec2bb09098815d34b50a4633c36eaea";

export default node;
