/**
 * @generated SignedSource<<181fd0aac56d6a4cb21e8fd8498ac90c>>
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
  meetingId?: string | null | undefined;
};
export type usePublishRequestMutation$data = {
  readonly publishRequest: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "RequestPublished";
    readonly meetingAssignedAutomatically: boolean;
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
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meetingId"
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
      },
      {
        "kind": "Variable",
        "name": "meetingId",
        "variableName": "meetingId"
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
            "kind": "ScalarField",
            "name": "meetingAssignedAutomatically",
            "storageKey": null
          },
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
    "cacheID": "c07a7c02727ab2fb5328758e8494f0f0",
    "id": null,
    "metadata": {},
    "name": "usePublishRequestMutation",
    "operationKind": "mutation",
    "text": "mutation usePublishRequestMutation(\n  $input: RequestRefInput!\n  $meetingId: ID\n) {\n  publishRequest(input: $input, meetingId: $meetingId) {\n    __typename\n    ... on RequestPublished {\n      meetingAssignedAutomatically\n      request {\n        id\n        status\n        consultStatus\n        canEdit\n        version\n        publishedAt\n        lastActivityDate\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "38867df00e77433a7e9b85c8adef44e4";

export default node;
