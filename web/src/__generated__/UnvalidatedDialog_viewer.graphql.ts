/**
 * @generated SignedSource<<5d92a7da2e72db60a3aca24661134bd6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type IdentificationStatus = "NONE" | "PENDING" | "REJECTED" | "SKIPPED" | "VALIDATED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type UnvalidatedDialog_viewer$data = {
  readonly hasIdentityDocument: boolean | null | undefined;
  readonly identificationStatus: IdentificationStatus | null | undefined;
  readonly " $fragmentType": "UnvalidatedDialog_viewer";
};
export type UnvalidatedDialog_viewer$key = {
  readonly " $data"?: UnvalidatedDialog_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UnvalidatedDialog_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UnvalidatedDialog_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasIdentityDocument",
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

(node as any).hash = "3e89661e33b9e9acd48a4a8a6031b5b9";

export default node;
