/**
 * @generated SignedSource<<ee1628d90168b086a53b683be25d6cf3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useNotificationCountsSubscription$variables = Record<PropertyKey, never>;
export type useNotificationCountsSubscription$data = {
  readonly notificationCountsChanged: {
    readonly fromMe: number;
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
    "cacheID": "ab631ff5739982ab7b5583dca13d3249",
    "id": null,
    "metadata": {},
    "name": "useNotificationCountsSubscription",
    "operationKind": "subscription",
    "text": "subscription useNotificationCountsSubscription {\n  notificationCountsChanged {\n    fromMe\n    toMe\n    inactivePending\n    groupInvitations\n  }\n}\n"
  }
};
})();

(node as any).hash = "1c3f0a6557c7971a9d019b732174fb6f";

export default node;
