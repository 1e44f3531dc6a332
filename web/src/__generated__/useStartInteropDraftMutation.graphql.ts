/**
 * @generated SignedSource<<0b696500bc8114803ca0d468f50d96bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type InteropDraftInput = {
  description?: string | null | undefined;
  iep?: string | null | undefined;
  ipp?: string | null | undefined;
  patientBirthDate?: string | null | undefined;
  patientBirthName?: string | null | undefined;
  patientFirstName?: string | null | undefined;
  patientGender?: string | null | undefined;
  patientLastName?: string | null | undefined;
  patientNir?: string | null | undefined;
  recipientProfessionalId?: number | null | undefined;
  recipientRpps?: string | null | undefined;
};
export type useStartInteropDraftMutation$variables = {
  input: InteropDraftInput;
};
export type useStartInteropDraftMutation$data = {
  readonly startInteropDraft: {
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
export type useStartInteropDraftMutation = {
  response: useStartInteropDraftMutation$data;
  variables: useStartInteropDraftMutation$variables;
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
    "name": "startInteropDraft",
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
    "name": "useStartInteropDraftMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartInteropDraftMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "eaba07a505abcd056dec8d1d3987a876",
    "id": null,
    "metadata": {},
    "name": "useStartInteropDraftMutation",
    "operationKind": "mutation",
    "text": "mutation useStartInteropDraftMutation(\n  $input: InteropDraftInput!\n) {\n  startInteropDraft(input: $input) {\n    __typename\n    ... on RequestCreated {\n      request {\n        id\n        databaseId\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "db209415e0546afc4248fd9d1c3085c6";

export default node;
