/**
 * @generated SignedSource<<bbad823fc4e91cd828f33c4cfa8dd4b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useMarkRequestReadMutation$variables = {
  requestId: string;
};
export type useMarkRequestReadMutation$data = {
  readonly markRequestRead: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly message: string;
  } | {
    readonly __typename: "RequestReadMarked";
    readonly newReadMarks: number;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMarkRequestReadMutation = {
  response: useMarkRequestReadMutation$data;
  variables: useMarkRequestReadMutation$variables;
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
    "name": "markRequestRead",
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
            "name": "newReadMarks",
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
    "name": "useMarkRequestReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkRequestReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9a5c26c03086f8e5862d522929d5188f",
    "id": null,
    "metadata": {},
    "name": "useMarkRequestReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkRequestReadMutation(\n  $requestId: ID!\n) {\n  markRequestRead(requestId: $requestId) {\n    __typename\n    ... on RequestReadMarked {\n      newReadMarks\n    }\n    ... on DomainError {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "78dc88b64b31e0a05f94a27f64d351bc";

export default node;
