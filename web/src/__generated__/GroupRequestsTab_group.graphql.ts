/**
 * @generated SignedSource<<2c230e87d5ca8aa2de8554dff1641fa6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type GroupRequestStatus = "ALL" | "COMPLETED" | "ONGOING" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type GroupRequestsTab_group$data = {
  readonly id: string;
  readonly requestSubTabs: ReadonlyArray<GroupRequestStatus>;
  readonly tags: ReadonlyArray<{
    readonly databaseId: number;
    readonly label: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"OnDutyNow_group">;
  readonly " $fragmentType": "GroupRequestsTab_group";
};
export type GroupRequestsTab_group$key = {
  readonly " $data"?: GroupRequestsTab_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupRequestsTab_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupRequestsTab_group",
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
      "name": "requestSubTabs",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OnDutyNow_group"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GroupTag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
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
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Group",
  "abstractKey": null
};

(node as any).hash = "a61d09ab8416ac61038a4d8b6a2c09d2";

export default node;
