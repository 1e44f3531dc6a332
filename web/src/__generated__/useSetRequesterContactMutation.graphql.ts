/**
 * @generated SignedSource<<b21f880e529a023216bbe9e78bf0a267>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RequesterContactInput = {
  email?: string | null | undefined;
  phone?: string | null | undefined;
  requestId: string;
};
export type useSetRequesterContactMutation$variables = {
  input: RequesterContactInput;
};
export type useSetRequesterContactMutation$data = {
  readonly setRequesterContact: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "RequesterContactSaved";
    readonly ok: boolean;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSetRequesterContactMutation = {
  response: useSetRequesterContactMutation$data;
  variables: useSetRequesterContactMutation$variables;
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
    "name": "setRequesterContact",
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
        "type": "RequesterContactSaved",
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
    "name": "useSetRequesterContactMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetRequesterContactMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8473a7cc3a5bf3587509a83ac50923fd",
    "id": null,
    "metadata": {},
    "name": "useSetRequesterContactMutation",
    "operationKind": "mutation",
    "text": "mutation useSetRequesterContactMutation(\n  $input: RequesterContactInput!\n) {\n  setRequesterContact(input: $input) {\n    __typename\n    ... on RequesterContactSaved {\n      ok\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1059ddc031561c3c63b8391c63131d48";

export default node;
