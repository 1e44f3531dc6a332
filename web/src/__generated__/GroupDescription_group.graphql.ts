/**
 * @generated SignedSource<<8f4d0f4be916c72b0fd9761cc4f6f543>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GroupDescription_group$data = {
  readonly description: string | null | undefined;
  readonly id: string;
  readonly viewerCanEditDescription: boolean;
  readonly " $fragmentType": "GroupDescription_group";
};
export type GroupDescription_group$key = {
  readonly " $data"?: GroupDescription_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupDescription_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupDescription_group",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEditDescription",
      "storageKey": null
    }
  ],
  "type": "Group",
  "abstractKey": null
};

(node as any).hash = "f21d15ef4e43ad4a467bb7d8eeb54694";

export default node;
