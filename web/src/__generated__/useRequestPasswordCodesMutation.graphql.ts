/**
 * @generated SignedSource<<2e8677222c3813ef608a0951c0faa9f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PasswordMode = "INIT" | "RESET" | "%future added value";
export type RequestPasswordCodesInput = {
  email: string;
  mode?: PasswordMode | null | undefined;
};
export type useRequestPasswordCodesMutation$variables = {
  input: RequestPasswordCodesInput;
};
export type useRequestPasswordCodesMutation$data = {
  readonly requestPasswordCodes: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "PasswordCodesRequested";
    readonly ok: boolean;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useRequestPasswordCodesMutation = {
  response: useRequestPasswordCodesMutation$data;
  variables: useRequestPasswordCodesMutation$variables;
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
    "name": "requestPasswordCodes",
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
            "name": "ok",
            "storageKey": null
          }
        ],
        "type": "PasswordCodesRequested",
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
    "name": "useRequestPasswordCodesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestPasswordCodesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a74c31c1a39aeb9c1d6f55f0c8a4f36a",
    "id": null,
    "metadata": {},
    "name": "useRequestPasswordCodesMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestPasswordCodesMutation(\n  $input: RequestPasswordCodesInput!\n) {\n  requestPasswordCodes(input: $input) {\n    __typename\n    ... on PasswordCodesRequested {\n      ok\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7788ef5e7919cda56cf5c3960c4e9bbb";

export default node;
