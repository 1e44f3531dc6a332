/**
 * @generated SignedSource<<b3765fceeef3b01d4edb6c9e93eeba19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Country = "BE" | "DE" | "FR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DirectoryEntryRow_entry$data = {
  readonly city: string | null | undefined;
  readonly country: Country;
  readonly firstName: string;
  readonly hasAccount: boolean;
  readonly lastName: string;
  readonly professionalId: string;
  readonly rpps: string;
  readonly specialtyLabel: string;
  readonly " $fragmentType": "DirectoryEntryRow_entry";
};
export type DirectoryEntryRow_entry$key = {
  readonly " $data"?: DirectoryEntryRow_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"DirectoryEntryRow_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DirectoryEntryRow_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "professionalId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rpps",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "specialtyLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasAccount",
      "storageKey": null
    }
  ],
  "type": "DirectoryEntry",
  "abstractKey": null
};

(node as any).hash = "e7b5bb97261c25978e6d41f9a27998d0";

export default node;
