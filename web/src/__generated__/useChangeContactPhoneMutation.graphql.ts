/**
 * @generated SignedSource<<b057d897e3c0f776fa2d1e3e6ea38b80>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CodeChannel = "EMAIL" | "SMS" | "%future added value";
export type ChangePhoneInput = {
  emailValidation?: string | null | undefined;
  phone: string;
  phoneValidation?: string | null | undefined;
};
export type useChangeContactPhoneMutation$variables = {
  input: ChangePhoneInput;
};
export type useChangeContactPhoneMutation$data = {
  readonly changePhone: {
    readonly __typename: "ContactChanged";
    readonly value: string;
  } | {
    readonly __typename: "ContactCodesSent";
    readonly codes: ReadonlyArray<{
      readonly channel: CodeChannel;
      readonly field: string;
      readonly maskedTarget: string;
    }>;
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
export type useChangeContactPhoneMutation = {
  response: useChangeContactPhoneMutation$data;
  variables: useChangeContactPhoneMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v2 = [
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
    "name": "changePhone",
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
            "concreteType": "ValidationCodeSent",
            "kind": "LinkedField",
            "name": "codes",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "channel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maskedTarget",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ContactCodesSent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "value",
            "storageKey": null
          }
        ],
        "type": "ContactChanged",
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
          (v1/*:: as any*/)
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
    "name": "useChangeContactPhoneMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeContactPhoneMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "4f8dbaa9abb7daae1fa6d066614484cf",
    "id": null,
    "metadata": {},
    "name": "useChangeContactPhoneMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeContactPhoneMutation(\n  $input: ChangePhoneInput!\n) {\n  changePhone(input: $input) {\n    __typename\n    ... on ContactCodesSent {\n      codes {\n        channel\n        maskedTarget\n        field\n      }\n    }\n    ... on ContactChanged {\n      value\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "33c32845c61cdb469dbe41b951fb8cdc";

export default node;
