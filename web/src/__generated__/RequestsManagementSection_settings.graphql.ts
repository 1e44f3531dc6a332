/**
 * @generated SignedSource<<ad24735e4150a3cb33261320eae66e26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RequestsManagementSection_settings$data = {
  readonly sections: {
    readonly sendingOutOfNetwork: boolean;
    readonly signature: boolean;
    readonly smsAlerts: boolean;
  };
  readonly sendsIndividualRequests: boolean;
  readonly usesSmsAlerts: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"SignatureSetting_settings">;
  readonly " $fragmentType": "RequestsManagementSection_settings";
};
export type RequestsManagementSection_settings$key = {
  readonly " $data"?: RequestsManagementSection_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequestsManagementSection_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequestsManagementSection_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sendsIndividualRequests",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "usesSmsAlerts",
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
          "name": "sendingOutOfNetwork",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "smsAlerts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signature",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SignatureSetting_settings"
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "e00d567926fb989be69f6c4f53d07b8f";

export default node;
