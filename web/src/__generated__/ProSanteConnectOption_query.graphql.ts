/**
 * @generated SignedSource<<c3fccd2fe4b36d18af3467ea4e73dd08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProSanteConnectOption_query$data = {
  readonly proSanteConnectAvailable: boolean;
  readonly " $fragmentType": "ProSanteConnectOption_query";
};
export type ProSanteConnectOption_query$key = {
  readonly " $data"?: ProSanteConnectOption_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProSanteConnectOption_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProSanteConnectOption_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "proSanteConnectAvailable",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2df65f608f83cc6948627b3ef3a52090";

export default node;
