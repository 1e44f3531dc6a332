/**
 * @generated SignedSource<<9b61af9270016bbba5d2883de5c83260>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Country = "BE" | "DE" | "FR" | "%future added value";
export type RecipientProfessionalMode = "ALLOW" | "PREVENT" | "REQUIRE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GroupParamsTab_group$data = {
  readonly country: Country;
  readonly requiresRequesterEmail: boolean;
  readonly requiresRequesterPhone: boolean;
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
      "name": "country",
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

(node as any).hash = "8c24af8f7ea51ff0729a253d9f1c016f";

export default node;
