/**
 * @generated SignedSource<<8a7cac9724354752effb94c05fe37edc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MainLayout_viewer$data = {
  readonly isSuper: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AccountPanel_viewer" | "SessionExpiredDialog_viewer" | "UnvalidatedDialog_viewer">;
  readonly " $fragmentType": "MainLayout_viewer";
};
export type MainLayout_viewer$key = {
  readonly " $data"?: MainLayout_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MainLayout_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MainLayout_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSuper",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountPanel_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SessionExpiredDialog_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UnvalidatedDialog_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "432ff447e0fd6e2bada6122434aa5789";

export default node;
