/**
 * @generated SignedSource<<df6cf95a83c897595240ca1e4b2a79d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SetContactDetailsInput = {
  contactEmail?: string | null | undefined;
  contactPhone?: string | null | undefined;
};
export type useSetContactDetailsMutation$variables = {
  input: SetContactDetailsInput;
};
export type useSetContactDetailsMutation$data = {
  readonly setContactDetails: {
    readonly __typename: "ContactDetailsSaved";
    readonly viewer: {
      readonly contactEmail: string | null | undefined;
      readonly contactPhone: string | null | undefined;
      readonly id: string;
    } | null | undefined;
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
export type useSetContactDetailsMutation = {
  response: useSetContactDetailsMutation$data;
  variables: useSetContactDetailsMutation$variables;
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
    "name": "setContactDetails",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
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
                "name": "contactEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contactPhone",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ContactDetailsSaved",
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
    "name": "useSetContactDetailsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetContactDetailsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d4bd95a2546566dceabe71d6e332d58b",
    "id": null,
    "metadata": {},
    "name": "useSetContactDetailsMutation",
    "operationKind": "mutation",
    "text": "mutation useSetContactDetailsMutation(\n  $input: SetContactDetailsInput!\n) {\n  setContactDetails(input: $input) {\n    __typename\n    ... on ContactDetailsSaved {\n      viewer {\n        id\n        contactEmail\n        contactPhone\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "426523c824ce92c87dc104c26801a9dc";

export default node;
