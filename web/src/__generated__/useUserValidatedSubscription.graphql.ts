/**
 * @generated SignedSource<<98d782e18b86347d5e8e0670642966a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type IdentificationStatus = "NONE" | "PENDING" | "REJECTED" | "SKIPPED" | "VALIDATED" | "%future added value";
export type useUserValidatedSubscription$variables = Record<PropertyKey, never>;
export type useUserValidatedSubscription$data = {
  readonly userValidated: {
    readonly hasIdentityDocument: boolean | null | undefined;
    readonly id: string;
    readonly identificationStatus: IdentificationStatus | null | undefined;
    readonly validated: boolean;
  };
};
export type useUserValidatedSubscription = {
  response: useUserValidatedSubscription$data;
  variables: useUserValidatedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "userValidated",
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUserValidatedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useUserValidatedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c5fa60924a705032fdcddd364f9d2d93",
    "id": null,
    "metadata": {},
    "name": "useUserValidatedSubscription",
    "operationKind": "subscription",
    "text": "subscription useUserValidatedSubscription {\n  userValidated {\n    id\n    validated\n    identificationStatus\n    hasIdentityDocument\n  }\n}\n"
  }
};
})();

(node as any).hash = "b81e357cfdbdfcf6bd5364c9830dc37b";

export default node;
