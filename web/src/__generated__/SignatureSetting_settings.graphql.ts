/**
 * @generated SignedSource<<9d1cb82ffb43811b2b873eee2cc8e7ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SignatureSetting_settings$data = {
  readonly __id: string;
  readonly signaturePictureUrl: string | null | undefined;
  readonly " $fragmentType": "SignatureSetting_settings";
};
export type SignatureSetting_settings$key = {
  readonly " $data"?: SignatureSetting_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignatureSetting_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignatureSetting_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signaturePictureUrl",
      "storageKey": null
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__id",
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "3ef990bf346b17a52242127e33ce097a";

export default node;
