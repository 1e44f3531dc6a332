/**
 * @generated SignedSource<<670290ff8e12d51c79069c2cb50491ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RequestEventKind = "CONSULT" | "CURRENT" | "DELETED" | "FILES" | "MESSAGE" | "PARTICIPANTS" | "PUBLISHED" | "READ" | "UPDATED" | "%future added value";
export type ReportTransferSectionSubscription$variables = {
  id: string;
};
export type ReportTransferSectionSubscription$data = {
  readonly requestEvent: {
    readonly kind: RequestEventKind;
    readonly request: {
      readonly " $fragmentSpreads": FragmentRefs<"ReportTransferSection_request">;
    } | null | undefined;
  };
};
export type ReportTransferSectionSubscription = {
  response: ReportTransferSectionSubscription$data;
  variables: ReportTransferSectionSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportTransferSectionSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RequestEvent",
        "kind": "LinkedField",
        "name": "requestEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Request",
            "kind": "LinkedField",
            "name": "request",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReportTransferSection_request"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportTransferSectionSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RequestEvent",
        "kind": "LinkedField",
        "name": "requestEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Request",
            "kind": "LinkedField",
            "name": "request",
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
                "name": "requesterMssAddress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReportTransfer",
                "kind": "LinkedField",
                "name": "reportTransfers",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mssAddress",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastError",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nextAttemptAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sentAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "79e1d1e6572b7e3700db2487952bdd17",
    "id": null,
    "metadata": {},
    "name": "ReportTransferSectionSubscription",
    "operationKind": "subscription",
    "text": "subscription ReportTransferSectionSubscription(\n  $id: ID!\n) {\n  requestEvent(id: $id) {\n    kind\n    request {\n      ...ReportTransferSection_request\n      id\n    }\n  }\n}\n\nfragment ReportTransferSection_request on Request {\n  id\n  requesterMssAddress\n  reportTransfers {\n    databaseId\n    mssAddress\n    status\n    lastError\n    nextAttemptAt\n    sentAt\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "c0bd99f715f28587d65ea2a88d1eb127";

export default node;
