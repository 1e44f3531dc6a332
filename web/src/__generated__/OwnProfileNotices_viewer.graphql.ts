/**
 * @generated SignedSource<<18070c3909db876c1db72113fa425a5f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type IdentificationStatus = "NONE" | "PENDING" | "REJECTED" | "SKIPPED" | "VALIDATED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OwnProfileNotices_viewer$data = {
  readonly identificationStatus: IdentificationStatus | null | undefined;
  readonly validated: boolean;
  readonly " $fragmentType": "OwnProfileNotices_viewer";
};
export type OwnProfileNotices_viewer$key = {
  readonly " $data"?: OwnProfileNotices_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OwnProfileNotices_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OwnProfileNotices_viewer",
  "selections": [
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "20b4224937f9245a8880d5e0493ac161";

export default node;
