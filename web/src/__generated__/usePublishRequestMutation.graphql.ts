/**
 * @generated SignedSource<<0f1758f46937e19a386cf649bf043904>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ConsultStatus = "CANCELLED" | "COMPLETED" | "OPENED" | "%future added value";
export type RequestStatus = "CANCELLED" | "DRAFT" | "PUBLISHED" | "%future added value";
export type RequestRefInput = {
  requestId: string;
  version?: number | null | undefined;
};
export type usePublishRequestMutation$variables = {
  input: RequestRefInput;
};
export type usePublishRequestMutation$data = {
  readonly publishRequest: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "RequestPublished";
    readonly request: {
      readonly canEdit: boolean;
      readonly consultStatus: ConsultStatus | null | undefined;
      readonly id: string;
      readonly lastActivityDate: string;
      readonly publishedAt: string | null | undefined;
      readonly status: RequestStatus;
      readonly version: number;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type usePublishRequestMutation = {
  response: usePublishRequestMutation$data;
  variables: usePublishRequestMutation$variables;
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
    "name": "publishRequest",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "consultStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canEdit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastActivityDate",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RequestPublished",
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
    "name": "usePublishRequestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePublishRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b4565877e2c868f7d015601543cf649a",
    "id": null,
    "metadata": {},
    "name": "usePublishRequestMutation",
    "operationKind": "mutation",
    "text": "mutation usePublishRequestMutation(\n  $input: RequestRefInput!\n) {\n  publishRequest(input: $input) {\n    __typename\n    ... on RequestPublished {\n      request {\n        id\n        status\n        consultStatus\n        canEdit\n        version\n        publishedAt\n        lastActivityDate\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "736ccf9ab36bcc9a68f4eed58b930df3";

export default node;
