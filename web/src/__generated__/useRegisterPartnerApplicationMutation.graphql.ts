/**
 * @generated SignedSource<<f3c7bc672da7b9a431856fa75624b31c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PartnerScope = "BILLING_READ" | "DIRECTORY_READ" | "PROFILE_READ" | "REQUESTS_READ" | "REQUESTS_WRITE" | "%future added value";
export type PartnerApplicationInput = {
  name: string;
  rateLimitPerMinute?: number | null | undefined;
  redirectUris: ReadonlyArray<string>;
  scopes: ReadonlyArray<PartnerScope>;
};
export type useRegisterPartnerApplicationMutation$variables = {
  input: PartnerApplicationInput;
};
export type useRegisterPartnerApplicationMutation$data = {
  readonly registerPartnerApplication: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "PartnerApplication";
    readonly clientId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useRegisterPartnerApplicationMutation = {
  response: useRegisterPartnerApplicationMutation$data;
  variables: useRegisterPartnerApplicationMutation$variables;
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
    "name": "registerPartnerApplication",
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
            "name": "clientId",
            "storageKey": null
          }
        ],
        "type": "PartnerApplication",
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
    "name": "useRegisterPartnerApplicationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegisterPartnerApplicationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ac4f9be1a008fce06f0c6bd89666a44c",
    "id": null,
    "metadata": {},
    "name": "useRegisterPartnerApplicationMutation",
    "operationKind": "mutation",
    "text": "mutation useRegisterPartnerApplicationMutation(\n  $input: PartnerApplicationInput!\n) {\n  registerPartnerApplication(input: $input) {\n    __typename\n    ... on PartnerApplication {\n      clientId\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5eb1970cfe75d87f98b5e588a63583ae";

export default node;
