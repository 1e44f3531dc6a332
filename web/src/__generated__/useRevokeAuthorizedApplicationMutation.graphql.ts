/**
 * @generated SignedSource<<2e0b837f51b03b84e16404dd4a4a3324>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useRevokeAuthorizedApplicationMutation$variables = {
  id: number;
};
export type useRevokeAuthorizedApplicationMutation$data = {
  readonly revokeAuthorizedApplication: {
    readonly __typename: "AuthorizationRevoked";
    readonly databaseId: number;
  } | {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useRevokeAuthorizedApplicationMutation = {
  response: useRevokeAuthorizedApplicationMutation$data;
  variables: useRevokeAuthorizedApplicationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "revokeAuthorizedApplication",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
            "storageKey": null
          }
        ],
        "type": "AuthorizationRevoked",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "DomainError",
        "abstractKey": null
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
    "name": "useRevokeAuthorizedApplicationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokeAuthorizedApplicationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8721b879ed95f71a69dca40e9eb56b9a",
    "id": null,
    "metadata": {},
    "name": "useRevokeAuthorizedApplicationMutation",
    "operationKind": "mutation",
    "text": "mutation useRevokeAuthorizedApplicationMutation(\n  $id: Int!\n) {\n  revokeAuthorizedApplication(id: $id) {\n    __typename\n    ... on AuthorizationRevoked {\n      databaseId\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aed1e3eebd89441f85628c91ae7d7faa";

export default node;
