/**
 * @generated SignedSource<<0fc4e93f586f7241f3ef6df3aa84d187>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfilePictureSection_viewer$data = {
  readonly databaseId: number;
  readonly firstName: string;
  readonly id: string;
  readonly lastName: string;
  readonly profilePictureUrl: string | null | undefined;
  readonly " $fragmentType": "ProfilePictureSection_viewer";
};
export type ProfilePictureSection_viewer$key = {
  readonly " $data"?: ProfilePictureSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfilePictureSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfilePictureSection_viewer",
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
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profilePictureUrl",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "50dcafe55a3713a69c3a52b61240c27f";

export default node;
