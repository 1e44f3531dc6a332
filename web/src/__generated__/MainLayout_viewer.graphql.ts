/**
 * @generated SignedSource<<d453cf738aac63f30d791b9f20ebdf35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MainLayout_viewer$data = {
  readonly canIntegrate: boolean;
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
      "kind": "ScalarField",
      "name": "canIntegrate",
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

(node as any).hash = "b5d35832b6881f0070b338e2586e22ea";

export default node;
