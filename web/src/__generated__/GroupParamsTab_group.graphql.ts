/**
 * @generated SignedSource<<d5719667e1cd19d4a6b317a56681ef77>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type RecipientProfessionalMode = "ALLOW" | "PREVENT" | "REQUIRE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type GroupParamsTab_group$data = {
  readonly requiresRequesterEmail: boolean;
  readonly requiresRequesterPhone: boolean;
  readonly supportAddress: string;
  readonly topics: ReadonlyArray<{
    readonly hasCustomForm: boolean;
    readonly recipientProfessionalMode: RecipientProfessionalMode;
  }>;
  readonly viewerCanAdmin: boolean;
  readonly viewerCanSeeParameters: boolean;
  readonly " $fragmentType": "GroupParamsTab_group";
};
export type GroupParamsTab_group$key = {
  readonly " $data"?: GroupParamsTab_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupParamsTab_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupParamsTab_group",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supportAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSeeParameters",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requiresRequesterPhone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requiresRequesterEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "topics",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recipientProfessionalMode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasCustomForm",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Group",
  "abstractKey": null
};

(node as any).hash = "edc057886dfc587300f8745e568fb899";

export default node;
