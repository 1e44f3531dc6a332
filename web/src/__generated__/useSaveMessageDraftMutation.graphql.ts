/**
 * @generated SignedSource<<0761dbf68a15b8fc792d58a3c2deb8e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSaveMessageDraftMutation$variables = {
  content: string;
  requestId: string;
};
export type useSaveMessageDraftMutation$data = {
  readonly saveMessageDraft: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MessageWritten";
    readonly savedMessage: {
      readonly content: string;
      readonly id: string;
      readonly updatedAt: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSaveMessageDraftMutation = {
  response: useSaveMessageDraftMutation$data;
  variables: useSaveMessageDraftMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "content"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "requestId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "content",
        "variableName": "content"
      },
      {
        "kind": "Variable",
        "name": "requestId",
        "variableName": "requestId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveMessageDraft",
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
            "concreteType": "Message",
            "kind": "LinkedField",
            "name": "savedMessage",
            "plural": false,
            "selections": [
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
                "name": "content",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MessageWritten",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveMessageDraftMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSaveMessageDraftMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "4ec24cc8ac6b562118c33a82c0eb6f32",
    "id": null,
    "metadata": {},
    "name": "useSaveMessageDraftMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveMessageDraftMutation(\n  $requestId: ID!\n  $content: String!\n) {\n  saveMessageDraft(requestId: $requestId, content: $content) {\n    __typename\n    ... on MessageWritten {\n      savedMessage {\n        id\n        content\n        updatedAt\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3120caff8036ee3800c25dce4b5b2da7";

export default node;
