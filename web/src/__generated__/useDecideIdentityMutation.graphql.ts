/**
 * @generated SignedSource<<1fb4170ebafc6387ddabe40bb309522a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type IdentificationStatus = "NONE" | "PENDING" | "REJECTED" | "SKIPPED" | "VALIDATED" | "%future added value";
export type IdentityDecision = "REJECT" | "VALIDATE" | "%future added value";
export type useDecideIdentityMutation$variables = {
  decision: IdentityDecision;
  userId: string;
};
export type useDecideIdentityMutation$data = {
  readonly decideIdentity: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly message: string;
  } | {
    readonly __typename: "IdentityDecided";
    readonly user: {
      readonly id: string;
      readonly identificationStatus: IdentificationStatus | null | undefined;
      readonly validated: boolean;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useDecideIdentityMutation = {
  response: useDecideIdentityMutation$data;
  variables: useDecideIdentityMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "decision"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "decision",
        "variableName": "decision"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "decideIdentity",
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
            "name": "user",
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
                "name": "validated",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "identificationStatus",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "IdentityDecided",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDecideIdentityMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDecideIdentityMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "25adb966acb4634c2edffdf9dc4f2daf",
    "id": null,
    "metadata": {},
    "name": "useDecideIdentityMutation",
    "operationKind": "mutation",
    "text": "mutation useDecideIdentityMutation(\n  $userId: ID!\n  $decision: IdentityDecision!\n) {\n  decideIdentity(userId: $userId, decision: $decision) {\n    __typename\n    ... on IdentityDecided {\n      user {\n        id\n        validated\n        identificationStatus\n      }\n    }\n    ... on DomainError {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "861b910e78b4c65aa3ff72782984ba7c";

export default node;
