/**
 * @generated SignedSource<<e58ced7d604f894f0a6f0b99078f0311>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OnDutyNow_group$data = {
  readonly onDutyNow: ReadonlyArray<{
    readonly allTopics: boolean;
    readonly membershipDatabaseId: number;
    readonly name: string;
    readonly topics: ReadonlyArray<{
      readonly label: string;
    }>;
  }> | null | undefined;
  readonly " $fragmentType": "OnDutyNow_group";
};
export type OnDutyNow_group$key = {
  readonly " $data"?: OnDutyNow_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnDutyNow_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnDutyNow_group",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OnDutyExpert",
      "kind": "LinkedField",
      "name": "onDutyNow",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "membershipDatabaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allTopics",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OnDutyTopic",
          "kind": "LinkedField",
          "name": "topics",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Group",
  "abstractKey": null
};

(node as any).hash = "05ad5c9a209a1aed204af4e73daa6f94";

export default node;
