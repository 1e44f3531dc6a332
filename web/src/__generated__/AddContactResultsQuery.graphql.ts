/**
 * @generated SignedSource<<ae527018ce75452c35d5a897446889fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AddContactResultsQuery$variables = {
  search: string;
};
export type AddContactResultsQuery$data = {
  readonly recipientSearch: {
    readonly groups: ReadonlyArray<{
      readonly id: string;
      readonly isContact: boolean;
      readonly name: string;
    }>;
    readonly professionals: ReadonlyArray<{
      readonly firstName: string;
      readonly id: string;
      readonly isContact: boolean;
      readonly lastName: string;
      readonly specialty: {
        readonly label: string;
      };
    }>;
  };
};
export type AddContactResultsQuery = {
  response: AddContactResultsQuery$data;
  variables: AddContactResultsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
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
  "kind": "ScalarField",
  "name": "isContact",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "search"
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
          (v1/*:: as any*/),
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
          (v2/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Group",
        "kind": "LinkedField",
        "name": "groups",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          (v2/*:: as any*/)
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
    "name": "AddContactResultsQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddContactResultsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "76f562a89f100903bcc08e0f7f5c3022",
    "id": null,
    "metadata": {},
    "name": "AddContactResultsQuery",
    "operationKind": "query",
    "text": "query AddContactResultsQuery(\n  $search: String!\n) {\n  recipientSearch(query: $search) {\n    professionals {\n      id\n      firstName\n      lastName\n      isContact\n      specialty {\n        label\n      }\n    }\n    groups {\n      id\n      name\n      isContact\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4f94ce2ca5df7a442faf1de82dff2e77";

export default node;
