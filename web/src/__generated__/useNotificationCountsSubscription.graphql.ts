/**
 * @generated SignedSource<<43eb65201271d35fd7fb3c629ccfe18b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useNotificationCountsSubscription$variables = Record<PropertyKey, never>;
export type useNotificationCountsSubscription$data = {
  readonly notificationCountsChanged: {
    readonly fromMe: number;
    readonly groupCounters: ReadonlyArray<{
      readonly available: number;
      readonly groupDatabaseId: number;
    }>;
    readonly groupInvitations: number;
    readonly inactivePending: number;
    readonly toMe: number;
  };
};
export type useNotificationCountsSubscription = {
  response: useNotificationCountsSubscription$data;
  variables: useNotificationCountsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "NotificationCounts",
    "kind": "LinkedField",
    "name": "notificationCountsChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fromMe",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "toMe",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "inactivePending",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "groupInvitations",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GroupCounter",
        "kind": "LinkedField",
        "name": "groupCounters",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "groupDatabaseId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "available",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationCountsSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationCountsSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "dd7f479989954ad0cd303a9bc7c15404",
    "id": null,
    "metadata": {},
    "name": "useNotificationCountsSubscription",
    "operationKind": "subscription",
    "text": "subscription useNotificationCountsSubscription {\n  notificationCountsChanged {\n    fromMe\n    toMe\n    inactivePending\n    groupInvitations\n    groupCounters {\n      groupDatabaseId\n      available\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1dc3691ad3c70c72ce889c52e9f86b9d";

export default node;
