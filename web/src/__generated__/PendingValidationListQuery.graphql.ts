/**
 * @generated SignedSource<<1ba308f11d47e1265dfd4dcfcb702608>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PendingValidationListQuery$variables = Record<PropertyKey, never>;
export type PendingValidationListQuery$data = {
  readonly pendingIdentityValidations: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PendingValidationRow_user">;
  }>;
};
export type PendingValidationListQuery = {
  response: PendingValidationListQuery$data;
  variables: PendingValidationListQuery$variables;
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
    "name": "PendingValidationListQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "pendingIdentityValidations",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PendingValidationRow_user"
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
    "name": "PendingValidationListQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "pendingIdentityValidations",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
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
            "name": "email",
            "storageKey": null
          },
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
            "name": "hasIdentityDocument",
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
                "name": "rpps",
                "storageKey": null
              },
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a97638ea39fe77a632c84792068b66a9",
    "id": null,
    "metadata": {},
    "name": "PendingValidationListQuery",
    "operationKind": "query",
    "text": "query PendingValidationListQuery {\n  pendingIdentityValidations {\n    id\n    ...PendingValidationRow_user\n  }\n}\n\nfragment PendingValidationRow_user on User {\n  id\n  databaseId\n  firstName\n  lastName\n  email\n  country\n  hasIdentityDocument\n  professional {\n    rpps\n    specialty {\n      label\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "4596b3f45781a97e0b1727b738e8789c";

export default node;
