/**
 * @generated SignedSource<<121260ed531b7573b6fe8c6c3e7e63ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Country = "BE" | "DE" | "FR" | "%future added value";
export type IdentificationStatus = "NONE" | "PENDING" | "REJECTED" | "SKIPPED" | "VALIDATED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type IdentificationPage_viewer$data = {
  readonly country: Country;
  readonly hasIdentityDocument: boolean | null | undefined;
  readonly id: string;
  readonly identificationStatus: IdentificationStatus | null | undefined;
  readonly validated: boolean;
  readonly " $fragmentType": "IdentificationPage_viewer";
};
export type IdentificationPage_viewer$key = {
  readonly " $data"?: IdentificationPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"IdentificationPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IdentificationPage_viewer",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7b97c306b975dbdf5282af6425097cda";

export default node;
