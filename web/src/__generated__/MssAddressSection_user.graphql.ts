/**
 * @generated SignedSource<<28eb7338e4c62e3aa5ad77a30812ff6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Country = "BE" | "DE" | "FR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MssAddressSection_user$data = {
  readonly country: Country;
  readonly mssAddress: string | null | undefined;
  readonly " $fragmentType": "MssAddressSection_user";
};
export type MssAddressSection_user$key = {
  readonly " $data"?: MssAddressSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"MssAddressSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MssAddressSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mssAddress",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7663d78abf3ac60f680c113f7d87ea2b";

export default node;
