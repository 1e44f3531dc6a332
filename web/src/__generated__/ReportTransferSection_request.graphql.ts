/**
 * @generated SignedSource<<a7f0ac824e517caeadfce1f093daccf3>>
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
    readonly id: number;
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

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReportTransferSection_request",
  "selections": [
    (v0/*:: as any*/),
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
        (v0/*:: as any*/),
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
})();

(node as any).hash = "b1440fab33c5c716f90d047f84e0b4b2";

export default node;
