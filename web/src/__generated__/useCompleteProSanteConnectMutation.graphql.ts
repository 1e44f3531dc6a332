/**
 * @generated SignedSource<<14cce8c88ba39ae3bd86bc4ad39ae925>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type IdentificationStatus = "NONE" | "PENDING" | "REJECTED" | "SKIPPED" | "VALIDATED" | "%future added value";
export type ProSanteConnectOutcome = "LOGGED_IN" | "VALIDATED" | "%future added value";
export type useCompleteProSanteConnectMutation$variables = {
  callbackQuery: string;
};
export type useCompleteProSanteConnectMutation$data = {
  readonly completeProSanteConnect: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly message: string;
  } | {
    readonly __typename: "ProSanteConnectAccountMissing";
    readonly rpps: string;
  } | {
    readonly __typename: "ProSanteConnectDone";
    readonly outcome: ProSanteConnectOutcome;
    readonly redirectUrl: string;
    readonly viewer: {
      readonly hasIdentityDocument: boolean | null | undefined;
      readonly id: string;
      readonly identificationStatus: IdentificationStatus | null | undefined;
      readonly validated: boolean;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useCompleteProSanteConnectMutation = {
  response: useCompleteProSanteConnectMutation$data;
  variables: useCompleteProSanteConnectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "callbackQuery"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "callbackQuery",
        "variableName": "callbackQuery"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "completeProSanteConnect",
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
            "name": "outcome",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "redirectUrl",
            "storageKey": null
          },
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
                "name": "validated",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "identificationStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasIdentityDocument",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ProSanteConnectDone",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rpps",
            "storageKey": null
          }
        ],
        "type": "ProSanteConnectAccountMissing",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCompleteProSanteConnectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCompleteProSanteConnectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b7a98dfe0674ee476585c619fad0feaa",
    "id": null,
    "metadata": {},
    "name": "useCompleteProSanteConnectMutation",
    "operationKind": "mutation",
    "text": "mutation useCompleteProSanteConnectMutation(\n  $callbackQuery: String!\n) {\n  completeProSanteConnect(callbackQuery: $callbackQuery) {\n    __typename\n    ... on ProSanteConnectDone {\n      outcome\n      redirectUrl\n      viewer {\n        id\n        validated\n        identificationStatus\n        hasIdentityDocument\n      }\n    }\n    ... on ProSanteConnectAccountMissing {\n      rpps\n    }\n    ... on DomainError {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "844f76bf909f780cbbb4b3e9936a021d";

export default node;
