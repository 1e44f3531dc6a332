/**
 * @generated SignedSource<<f73a1f7177c68b0eba85487787058b80>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useSetPartnerApplicationEnabledMutation$variables = {
  enabled: boolean;
  id: number;
};
export type useSetPartnerApplicationEnabledMutation$data = {
  readonly setPartnerApplicationEnabled: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "PartnerApplication";
    readonly disabledAt: string | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSetPartnerApplicationEnabledMutation = {
  response: useSetPartnerApplicationEnabledMutation$data;
  variables: useSetPartnerApplicationEnabledMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "enabled"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "enabled",
        "variableName": "enabled"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setPartnerApplicationEnabled",
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
            "name": "disabledAt",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetPartnerApplicationEnabledMutation",
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
    "name": "useSetPartnerApplicationEnabledMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "350c77dc00ffab21dc822e7c761b68c0",
    "id": null,
    "metadata": {},
    "name": "useSetPartnerApplicationEnabledMutation",
    "operationKind": "mutation",
    "text": "mutation useSetPartnerApplicationEnabledMutation(\n  $id: Int!\n  $enabled: Boolean!\n) {\n  setPartnerApplicationEnabled(id: $id, enabled: $enabled) {\n    __typename\n    ... on PartnerApplication {\n      disabledAt\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "84624f983874ff44489127b6fe45f79d";

export default node;
