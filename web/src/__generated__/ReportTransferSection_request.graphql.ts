/**
 * @generated SignedSource<<2b0610f03666fccbc52e8597c52354a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ReportTransferStatus = "FAILED" | "PENDING" | "SENT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ReportTransferSection_request$data = {
  readonly id: string;
  readonly reportTransfers: ReadonlyArray<{
    readonly createdAt: string;
    readonly databaseId: number;
    readonly lastError: string | null | undefined;
    readonly mssAddress: string;
    readonly nextAttemptAt: string | null | undefined;
    readonly sentAt: string | null | undefined;
    readonly status: ReportTransferStatus;
  }>;
  readonly requesterMssAddress: string | null | undefined;
  readonly " $fragmentType": "ReportTransferSection_request";
};
export type ReportTransferSection_request$key = {
  readonly " $data"?: ReportTransferSection_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReportTransferSection_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReportTransferSection_request",
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
  "type": "Request",
  "abstractKey": null
};

(node as any).hash = "eff4b7a07c51e5f3cfe8c2181cbe3b3b";

export default node;
