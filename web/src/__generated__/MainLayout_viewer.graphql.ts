/**
 * @generated SignedSource<<4460c8c0b394ff5b64351528c55e6979>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MainLayout_viewer$data = {
  readonly isSuper: boolean;
  readonly professional: {
    readonly databaseId: number;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AccountPanel_viewer" | "SessionExpiredDialog_viewer" | "UnvalidatedDialog_viewer">;
  readonly " $fragmentType": "MainLayout_viewer";
};
export type MainLayout_viewer$key = {
  readonly " $data"?: MainLayout_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MainLayout_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MainLayout_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSuper",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Professional",
      "kind": "LinkedField",
      "name": "professional",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountPanel_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SessionExpiredDialog_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UnvalidatedDialog_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0854095ed7ab933fbfd6e1cb6ac51b31";

export default node;
