/**
 * @generated SignedSource<<9e87a0f2200687e6e6aa1a54d3cde89f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IdentificationStatus = "NONE" | "PENDING" | "REJECTED" | "SKIPPED" | "VALIDATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
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
