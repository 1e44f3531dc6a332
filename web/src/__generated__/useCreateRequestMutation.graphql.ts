/**
 * @generated SignedSource<<61579d081245a1860b9eac1f9d22027c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PartyType = "GROUP" | "PROFESSIONAL" | "%future added value";
export type CreateRequestInput = {
  recipientGroupId?: number | null | undefined;
  recipientProfessionalId?: number | null | undefined;
  recipientTopicId?: number | null | undefined;
  recipientType: PartyType;
  senderGroupId?: number | null | undefined;
  senderTopicId?: number | null | undefined;
};
export type useCreateRequestMutation$variables = {
  input: CreateRequestInput;
};
export type useCreateRequestMutation$data = {
  readonly createRequest: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "RequestCreated";
    readonly request: {
      readonly databaseId: number;
      readonly id: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useCreateRequestMutation = {
  response: useCreateRequestMutation$data;
  variables: useCreateRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createRequest",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RequestCreated",
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
    "name": "useCreateRequestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f9e7cf8af12a60f63d576a5588b1ca77",
    "id": null,
    "metadata": {},
    "name": "useCreateRequestMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateRequestMutation(\n  $input: CreateRequestInput!\n) {\n  createRequest(input: $input) {\n    __typename\n    ... on RequestCreated {\n      request {\n        id\n        databaseId\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "240acf07cc6e8d8cbf7a1d51a6d5f223";

export default node;
