/**
 * @generated SignedSource<<90a23e264246f93ecb48940c280b0ac9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReportModalQuery$variables = {
  id: string;
};
export type ReportModalQuery$data = {
  readonly node: {
    readonly report?: {
      readonly available: boolean;
      readonly docxUrl: string | null | undefined;
      readonly language: string;
      readonly pdfUrl: string | null | undefined;
    };
    readonly transferSection?: {
      readonly " $fragmentSpreads": FragmentRefs<"ReportTransferSection_request">;
    } | null | undefined;
  } | null | undefined;
};
export type ReportModalQuery = {
  response: ReportModalQuery$data;
  variables: ReportModalQuery$variables;
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
  "concreteType": "ConsultReport",
  "kind": "LinkedField",
  "name": "report",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pdfUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "docxUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportModalQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ReportTransferSection_request"
                    }
                  ],
                  "type": "Request",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "transferSection"
              },
              (v2/*:: as any*/)
            ],
            "type": "Request",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportModalQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
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
              },
              (v2/*:: as any*/)
            ],
            "type": "Request",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4c39e0b0d89723da7254ace324086d76",
    "id": null,
    "metadata": {},
    "name": "ReportModalQuery",
    "operationKind": "query",
    "text": "query ReportModalQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Request {\n      ...ReportTransferSection_request\n      report {\n        available\n        language\n        pdfUrl\n        docxUrl\n      }\n    }\n    id\n  }\n}\n\nfragment ReportTransferSection_request on Request {\n  id\n  requesterMssAddress\n  reportTransfers {\n    databaseId\n    mssAddress\n    status\n    lastError\n    nextAttemptAt\n    sentAt\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "05944c7eae20cbba4edd8a548373a07e";

export default node;
