/**
 * @generated SignedSource<<5247546b7e5264bdfc9dddd063e7a36c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type IndividualProjectSection_settings$data = {
  readonly acceptsIndividualRequests: boolean;
  readonly acceptsNoRequestWarning: boolean;
  readonly isGroupExpert: boolean;
  readonly isSearchable: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AbsenceSetting_settings">;
  readonly " $fragmentType": "IndividualProjectSection_settings";
};
export type IndividualProjectSection_settings$key = {
  readonly " $data"?: IndividualProjectSection_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"IndividualProjectSection_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IndividualProjectSection_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acceptsIndividualRequests",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSearchable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isGroupExpert",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acceptsNoRequestWarning",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AbsenceSetting_settings"
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "157bca4ee72779c9019cc96962e30c00";

export default node;
