/**
 * @generated SignedSource<<0c61a47e1fc78f6c572e9879480b833b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type GroupLayout = "CPTS" | "DEFAULT" | "HIERARCHY" | "MAP" | "%future added value";
export type GroupMode = "RECIPIENT" | "SENDER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type GroupHeader_group$data = {
  readonly boundingBox: ReadonlyArray<number> | null | undefined;
  readonly keywords: ReadonlyArray<string>;
  readonly lat: number | null | undefined;
  readonly layout: GroupLayout;
  readonly lng: number | null | undefined;
  readonly mode: GroupMode;
  readonly name: string;
  readonly shortDescription: string | null | undefined;
  readonly " $fragmentType": "GroupHeader_group";
};
export type GroupHeader_group$key = {
  readonly " $data"?: GroupHeader_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupHeader_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupHeader_group",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortDescription",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "layout",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keywords",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "boundingBox",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lng",
      "storageKey": null
    }
  ],
  "type": "Group",
  "abstractKey": null
};

(node as any).hash = "0ac68d2a16660e0657c29274d4f5d63b";

export default node;
