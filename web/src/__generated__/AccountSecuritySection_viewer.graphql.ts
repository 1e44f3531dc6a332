/**
 * @generated SignedSource<<6da3204c4a7c6178586148bbea7d3ed5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Country = "BE" | "DE" | "FR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AccountSecuritySection_viewer$data = {
  readonly country: Country;
  readonly email: string | null | undefined;
  readonly id: string;
  readonly phone: string | null | undefined;
  readonly " $fragmentType": "AccountSecuritySection_viewer";
};
export type AccountSecuritySection_viewer$key = {
  readonly " $data"?: AccountSecuritySection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountSecuritySection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountSecuritySection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b11a1294a8b1adb222583192d069677a";

export default node;
