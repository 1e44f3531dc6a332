/**
 * @generated SignedSource<<733066a041b23f3b1e4bc90ac309245f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountLanguageSwitch_viewer$data = {
  readonly locale: string | null | undefined;
  readonly " $fragmentType": "AccountLanguageSwitch_viewer";
};
export type AccountLanguageSwitch_viewer$key = {
  readonly " $data"?: AccountLanguageSwitch_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountLanguageSwitch_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountLanguageSwitch_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locale",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5ed94efd5bbd4f3e698be295b8e71338";

export default node;
