/**
 * @generated SignedSource<<5a2d58002e412af94e0fa0e89b7a97f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
