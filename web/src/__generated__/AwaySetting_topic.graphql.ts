/**
 * @generated SignedSource<<702b3f45143744305619573412461b85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AwaySetting_topic$data = {
  readonly awayBlocking: boolean;
  readonly awayLastDay: string | null | undefined;
  readonly awayMessage: string | null | undefined;
  readonly awayMessageActive: boolean;
  readonly awaySince: string | null | undefined;
  readonly id: string;
  readonly label: string;
  readonly " $fragmentType": "AwaySetting_topic";
};
export type AwaySetting_topic$key = {
  readonly " $data"?: AwaySetting_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"AwaySetting_topic">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AwaySetting_topic",
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
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awayMessageActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awayBlocking",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awaySince",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awayLastDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awayMessage",
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};

(node as any).hash = "d07372542451150e9aade0ff80258575";

export default node;
