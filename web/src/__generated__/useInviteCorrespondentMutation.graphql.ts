/**
 * @generated SignedSource<<8a7e08b63a5728b948dd72435bc8150a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type InviteCorrespondentInput = {
  contact: string;
};
export type useInviteCorrespondentMutation$variables = {
  input: InviteCorrespondentInput;
};
export type useInviteCorrespondentMutation$data = {
  readonly inviteCorrespondent: {
    readonly __typename: "CorrespondentInvited";
    readonly invitationId: number;
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
export type useInviteCorrespondentMutation = {
  response: useInviteCorrespondentMutation$data;
  variables: useInviteCorrespondentMutation$variables;
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
    "name": "inviteCorrespondent",
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
            "name": "invitationId",
            "storageKey": null
          }
        ],
        "type": "CorrespondentInvited",
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
    "name": "useInviteCorrespondentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useInviteCorrespondentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2fe4e5ad22fdbba227b4f546c9f3117a",
    "id": null,
    "metadata": {},
    "name": "useInviteCorrespondentMutation",
    "operationKind": "mutation",
    "text": "mutation useInviteCorrespondentMutation(\n  $input: InviteCorrespondentInput!\n) {\n  inviteCorrespondent(input: $input) {\n    __typename\n    ... on CorrespondentInvited {\n      invitationId\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d779a22b0979437101c921445d8c9cf5";

export default node;
