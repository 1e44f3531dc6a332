/**
 * @generated SignedSource<<f9d1c78812b2305f0cc785e72fb92b10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type IdentificationStatus = "NONE" | "PENDING" | "REJECTED" | "SKIPPED" | "VALIDATED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ValidationPage_viewer$data = {
  readonly hasIdentityDocument: boolean | null | undefined;
  readonly identificationStatus: IdentificationStatus | null | undefined;
  readonly validated: boolean;
  readonly " $fragmentType": "ValidationPage_viewer";
};
export type ValidationPage_viewer$key = {
  readonly " $data"?: ValidationPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ValidationPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ValidationPage_viewer",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasIdentityDocument",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3ae41f244b04706cca1481d7c79220c1";

export default node;
