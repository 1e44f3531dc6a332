/**
 * @generated SignedSource<<f5a56228704cde5ae9fc6bb58b4e2eca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfessionsSetting_topic$data = {
  readonly acceptedSpecialtyCodes: ReadonlyArray<string>;
  readonly acceptsAllSpecialties: boolean;
  readonly id: string;
  readonly label: string;
  readonly " $fragmentType": "ProfessionsSetting_topic";
};
export type ProfessionsSetting_topic$key = {
  readonly " $data"?: ProfessionsSetting_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfessionsSetting_topic">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfessionsSetting_topic",
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
      "name": "acceptsAllSpecialties",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acceptedSpecialtyCodes",
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};

(node as any).hash = "2b8fbec269508d062ff5e38c3d580c6f";

export default node;
