/**
 * @generated SignedSource<<652c4f1b8515fce61c5ac19ec8457d7c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BillingSoftwareSection_settings$data = {
  readonly billingSoftware: string | null | undefined;
  readonly sections: {
    readonly billingNumbers: boolean;
  };
  readonly " $fragmentType": "BillingSoftwareSection_settings";
};
export type BillingSoftwareSection_settings$key = {
  readonly " $data"?: BillingSoftwareSection_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillingSoftwareSection_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillingSoftwareSection_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingSoftware",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SettingsSections",
      "kind": "LinkedField",
      "name": "sections",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "billingNumbers",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "b2ad785449b15d5447296708884914ea";

export default node;
