/**
 * @generated SignedSource<<6fe7ea0945f0b4aa1940a56882257bf5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CodeChannel = "EMAIL" | "SMS" | "%future added value";
export type ChangeEmailInput = {
  email: string;
  emailValidation?: string | null | undefined;
  phoneValidation?: string | null | undefined;
};
export type useChangeContactEmailMutation$variables = {
  input: ChangeEmailInput;
};
export type useChangeContactEmailMutation$data = {
  readonly changeEmail: {
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
export type useChangeContactEmailMutation = {
  response: useChangeContactEmailMutation$data;
  variables: useChangeContactEmailMutation$variables;
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
    "name": "changeEmail",
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
    "name": "useChangeContactEmailMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeContactEmailMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "f0414f527e58e312e47476987278cfff",
    "id": null,
    "metadata": {},
    "name": "useChangeContactEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeContactEmailMutation(\n  $input: ChangeEmailInput!\n) {\n  changeEmail(input: $input) {\n    __typename\n    ... on ContactCodesSent {\n      codes {\n        channel\n        maskedTarget\n        field\n      }\n    }\n    ... on ContactChanged {\n      value\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0fe527b97c0eaf799a8ad3d9969375f0";

export default node;
