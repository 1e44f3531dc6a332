/**
 * @generated SignedSource<<e14001d73550ddbcf0768321c01bd98c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PresentationSection_settings$data = {
  readonly bio: string | null | undefined;
  readonly " $fragmentType": "PresentationSection_settings";
};
export type PresentationSection_settings$key = {
  readonly " $data"?: PresentationSection_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"PresentationSection_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PresentationSection_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "f0f5c7a08dd3d5f56045d83b4fd33f04";

export default node;
