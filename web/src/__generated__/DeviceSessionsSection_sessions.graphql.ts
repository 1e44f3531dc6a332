/**
 * @generated SignedSource<<ac0b7a1c011b19f84c70fdb14529b049>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeviceSessionsSection_sessions$data = ReadonlyArray<{
  readonly current: boolean;
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceSessionRow_session">;
  readonly " $fragmentType": "DeviceSessionsSection_sessions";
}>;
export type DeviceSessionsSection_sessions$key = ReadonlyArray<{
  readonly " $data"?: DeviceSessionsSection_sessions$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceSessionsSection_sessions">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DeviceSessionsSection_sessions",
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
      "name": "current",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeviceSessionRow_session"
    }
  ],
  "type": "DeviceSession",
  "abstractKey": null
};

(node as any).hash = "07bae0be93c06804c9b85de2c09739ad";

export default node;
