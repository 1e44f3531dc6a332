/**
 * @generated SignedSource<<33442e9fea23cb49075a9ed671c131c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DataExportStatus = "FAILED" | "PREPARING" | "READY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MyDataSection_user$data = {
  readonly dataExport: {
    readonly downloadPath: string | null | undefined;
    readonly expiresAt: string;
    readonly progress: number;
    readonly status: DataExportStatus;
    readonly total: number;
  } | null | undefined;
  readonly " $fragmentType": "MyDataSection_user";
};
export type MyDataSection_user$key = {
  readonly " $data"?: MyDataSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyDataSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyDataSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DataExport",
      "kind": "LinkedField",
      "name": "dataExport",
      "plural": false,
      "selections": [
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
          "name": "progress",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadPath",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "76520e82e5d7f5b956a1bbb5b762dedc";

export default node;
