/**
 * @generated SignedSource<<85f7b0a6e6d6070978a66635cbe5c70e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeviceSessionRow_session$data = {
  readonly browser: string | null | undefined;
  readonly createdAt: string;
  readonly current: boolean;
  readonly id: string;
  readonly ipAddress: string | null | undefined;
  readonly lastSeenAt: string;
  readonly os: string | null | undefined;
  readonly " $fragmentType": "DeviceSessionRow_session";
};
export type DeviceSessionRow_session$key = {
  readonly " $data"?: DeviceSessionRow_session$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceSessionRow_session">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceSessionRow_session",
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
      "name": "browser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "os",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ipAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSeenAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "current",
      "storageKey": null
    }
  ],
  "type": "DeviceSession",
  "abstractKey": null
};

(node as any).hash = "d73bf0f0a5f5650aa964ed313bef374b";

export default node;
