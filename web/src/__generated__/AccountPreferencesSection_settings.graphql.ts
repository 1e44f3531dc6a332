/**
 * @generated SignedSource<<cb91c688aafc6b8bc6f1d06316552d5b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountPreferencesSection_settings$data = {
  readonly supportEmail: string;
  readonly " $fragmentType": "AccountPreferencesSection_settings";
};
export type AccountPreferencesSection_settings$key = {
  readonly " $data"?: AccountPreferencesSection_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountPreferencesSection_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountPreferencesSection_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supportEmail",
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "81220298b2a4bd70b19bd77144c16f57";

export default node;
