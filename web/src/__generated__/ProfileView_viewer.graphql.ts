/**
 * @generated SignedSource<<d661ba359de77a34d883f625552c4dd2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Country = "BE" | "DE" | "FR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProfileView_viewer$data = {
  readonly country: Country;
  readonly professional: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"OwnProfileNotices_viewer">;
  readonly " $fragmentType": "ProfileView_viewer";
};
export type ProfileView_viewer$key = {
  readonly " $data"?: ProfileView_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileView_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileView_viewer",
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
      "concreteType": "Professional",
      "kind": "LinkedField",
      "name": "professional",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OwnProfileNotices_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e4dffc1a378dedd326190f338edb5095";

export default node;
