/**
 * @generated SignedSource<<5b954caa9db1253db504666de1256a24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Country = "BE" | "DE" | "FR" | "%future added value";
export type RequestSignupCodesInput = {
  country: Country;
  email: string;
  phone: string;
};
export type useRequestSignupCodesMutation$variables = {
  input: RequestSignupCodesInput;
};
export type useRequestSignupCodesMutation$data = {
  readonly requestSignupCodes: {
    readonly __typename: "CodesSent";
    readonly email: string;
    readonly phone: string;
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
export type useRequestSignupCodesMutation = {
  response: useRequestSignupCodesMutation$data;
  variables: useRequestSignupCodesMutation$variables;
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
    "name": "requestSignupCodes",
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          }
        ],
        "type": "CodesSent",
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
    "name": "useRequestSignupCodesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestSignupCodesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d8dbfa50e9fa70f81305041d8ef95c31",
    "id": null,
    "metadata": {},
    "name": "useRequestSignupCodesMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestSignupCodesMutation(\n  $input: RequestSignupCodesInput!\n) {\n  requestSignupCodes(input: $input) {\n    __typename\n    ... on CodesSent {\n      email\n      phone\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d97b01e6e484b9776dbbc6b5c18f07f9";

export default node;
