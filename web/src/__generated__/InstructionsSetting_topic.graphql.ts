/**
 * @generated SignedSource<<6f0d90cd6d1c493a84f0013995bca47d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type InstructionsSetting_topic$data = {
  readonly id: string;
  readonly instructions: string | null | undefined;
  readonly label: string;
  readonly " $fragmentType": "InstructionsSetting_topic";
};
export type InstructionsSetting_topic$key = {
  readonly " $data"?: InstructionsSetting_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"InstructionsSetting_topic">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InstructionsSetting_topic",
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
      "name": "instructions",
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};

(node as any).hash = "bc4fc778db36175076d2ccdf5afeecda";

export default node;
