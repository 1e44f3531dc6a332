/**
 * @generated SignedSource<<6802af793c29b0333fc4c51115e84517>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MainLayout_viewer$data = {
  readonly isSuper: boolean;
  readonly professional: {
    readonly databaseId: number;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AccountLanguageSwitch_viewer" | "AccountPanel_viewer" | "SessionExpiredDialog_viewer" | "UnvalidatedDialog_viewer">;
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
      "name": "AccountLanguageSwitch_viewer"
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

(node as any).hash = "b90d3aaab4a96e8f83e44b618c61251a";

export default node;
