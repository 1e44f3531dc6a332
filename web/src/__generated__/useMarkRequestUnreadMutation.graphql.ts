/**
 * @generated SignedSource<<8b191412f90230056dce6f6dbcaccada>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useMarkRequestUnreadMutation$variables = {
  requestId: string;
};
export type useMarkRequestUnreadMutation$data = {
  readonly markRequestUnread: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly message: string;
  } | {
    readonly __typename: "RequestReadMarked";
    readonly request: {
      readonly id: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMarkRequestUnreadMutation = {
  response: useMarkRequestUnreadMutation$data;
  variables: useMarkRequestUnreadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "requestId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "requestId",
        "variableName": "requestId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "markRequestUnread",
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
            "concreteType": "Request",
            "kind": "LinkedField",
            "name": "request",
            "plural": false,
            "selections": [
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
        ],
        "type": "RequestReadMarked",
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
    "name": "useMarkRequestUnreadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkRequestUnreadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6dd1467c2a8c9d266e4ea0c56c831618",
    "id": null,
    "metadata": {},
    "name": "useMarkRequestUnreadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkRequestUnreadMutation(\n  $requestId: ID!\n) {\n  markRequestUnread(requestId: $requestId) {\n    __typename\n    ... on RequestReadMarked {\n      request {\n        id\n      }\n    }\n    ... on DomainError {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6af670ef77ee1b6d2178b506416e815a";

export default node;
