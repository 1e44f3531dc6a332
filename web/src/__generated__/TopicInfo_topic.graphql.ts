/**
 * @generated SignedSource<<af9bc3b609ccd59ee6ec6298d6aefab6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TopicInfo_topic$data = {
  readonly acceptsAllSpecialties: boolean;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly instructions: string | null | undefined;
  readonly label: string;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AwayNotice_topic" | "AwaySetting_topic" | "InstructionsSetting_topic" | "ProfessionsSetting_topic" | "TemplatesSetting_topic">;
  readonly " $fragmentType": "TopicInfo_topic";
};
export type TopicInfo_topic$key = {
  readonly " $data"?: TopicInfo_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopicInfo_topic">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopicInfo_topic",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "instructions",
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
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AwayNotice_topic"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InstructionsSetting_topic"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfessionsSetting_topic"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AwaySetting_topic"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TemplatesSetting_topic"
    }
  ],
  "type": "Topic",
  "abstractKey": null
};

(node as any).hash = "7897dbf6e5f4a8447e30f5f781d06054";

export default node;
