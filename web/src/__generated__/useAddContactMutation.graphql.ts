/**
 * @generated SignedSource<<2f73b0df40080940df2ba78af3865903>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AddContactInput = {
  groupId?: string | null | undefined;
  professionalId?: string | null | undefined;
};
export type useAddContactMutation$variables = {
  input: AddContactInput;
};
export type useAddContactMutation$data = {
  readonly addContact: {
    readonly __typename: "ContactAdded";
    readonly contact: {
      readonly id: string;
    } | null | undefined;
    readonly group: {
      readonly id: string;
      readonly isContact: boolean;
    } | null | undefined;
    readonly professional: {
      readonly contact: {
        readonly id: string;
      } | null | undefined;
      readonly id: string;
      readonly isContact: boolean;
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
export type useAddContactMutation = {
  response: useAddContactMutation$data;
  variables: useAddContactMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Contact",
  "kind": "LinkedField",
  "name": "contact",
  "plural": false,
  "selections": [
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isContact",
  "storageKey": null
},
v4 = [
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
    "name": "addContact",
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Professional",
            "kind": "LinkedField",
            "name": "professional",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v3/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Group",
            "kind": "LinkedField",
            "name": "group",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ContactAdded",
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
    "name": "useAddContactMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddContactMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "251560d02587177cac0e60df7e5276ce",
    "id": null,
    "metadata": {},
    "name": "useAddContactMutation",
    "operationKind": "mutation",
    "text": "mutation useAddContactMutation(\n  $input: AddContactInput!\n) {\n  addContact(input: $input) {\n    __typename\n    ... on ContactAdded {\n      contact {\n        id\n      }\n      professional {\n        id\n        isContact\n        contact {\n          id\n        }\n      }\n      group {\n        id\n        isContact\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c2be01e5df61d388ed3b13c7212dd49a";

export default node;
