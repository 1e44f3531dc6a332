/**
 * @generated SignedSource<<41205b482879a897d8670b5af9d9b1ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type MemberDialogSearchQuery$variables = {
  query: string;
};
export type MemberDialogSearchQuery$data = {
  readonly recipientSearch: {
    readonly professionals: ReadonlyArray<{
      readonly firstName: string;
      readonly id: string;
      readonly isRegistered: boolean;
      readonly lastName: string;
      readonly specialty: {
        readonly label: string;
      };
    }>;
  };
};
export type MemberDialogSearchQuery = {
  response: MemberDialogSearchQuery$data;
  variables: MemberDialogSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "RecipientSuggestions",
    "kind": "LinkedField",
    "name": "recipientSearch",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Professional",
        "kind": "LinkedField",
        "name": "professionals",
        "plural": true,
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
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isRegistered",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Specialty",
            "kind": "LinkedField",
            "name": "specialty",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
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
    "name": "MemberDialogSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MemberDialogSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6ef6e4fafb5754bbce8176291ed3a013",
    "id": null,
    "metadata": {},
    "name": "MemberDialogSearchQuery",
    "operationKind": "query",
    "text": "query MemberDialogSearchQuery(\n  $query: String!\n) {\n  recipientSearch(query: $query) {\n    professionals {\n      id\n      firstName\n      lastName\n      isRegistered\n      specialty {\n        label\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "999f716db064a9183330593a90a8e121";

export default node;
