/**
 * @generated SignedSource<<1584b3db6a92ffae4492cc469fd98131>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AbsenceSetting_settings$data = {
  readonly awayBlocking: boolean;
  readonly awayLastDay: string | null | undefined;
  readonly awayMessage: string | null | undefined;
  readonly awayMessageActive: boolean;
  readonly awaySince: string | null | undefined;
  readonly " $fragmentType": "AbsenceSetting_settings";
};
export type AbsenceSetting_settings$key = {
  readonly " $data"?: AbsenceSetting_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"AbsenceSetting_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AbsenceSetting_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awayMessageActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awayBlocking",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awaySince",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awayLastDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awayMessage",
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "fd7953b8fc7f4fe83f5ed77d3626e8e5";

export default node;
