/**
 * @generated SignedSource<<cf4c0de45e94b4546d99974a92c66f68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useMarkTutorialSeenMutation$variables = Record<PropertyKey, never>;
export type useMarkTutorialSeenMutation$data = {
  readonly markTutorialSeen: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "Tutorial";
    readonly seen: boolean;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMarkTutorialSeenMutation = {
  response: useMarkTutorialSeenMutation$data;
  variables: useMarkTutorialSeenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "markTutorialSeen",
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
            "name": "seen",
            "storageKey": null
          }
        ],
        "type": "Tutorial",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkTutorialSeenMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMarkTutorialSeenMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a339cbbea2781bd3c3ec385f8f3f1b85",
    "id": null,
    "metadata": {},
    "name": "useMarkTutorialSeenMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkTutorialSeenMutation {\n  markTutorialSeen {\n    __typename\n    ... on Tutorial {\n      seen\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c4bc5e2fe345bd1d27bc92536e8662e7";

export default node;
