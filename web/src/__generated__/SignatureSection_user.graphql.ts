/**
 * @generated SignedSource<<175fbd231da8e352ecdb4a537c7947a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SignatureSection_user$data = {
  readonly databaseId: number;
  readonly id: string;
  readonly settings: {
    readonly sections: {
      readonly signature: boolean;
    };
    readonly signaturePictureUrl: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "SignatureSection_user";
};
export type SignatureSection_user$key = {
  readonly " $data"?: SignatureSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignatureSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignatureSection_user",
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
      "concreteType": "Settings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SettingsSections",
          "kind": "LinkedField",
          "name": "sections",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signature",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signaturePictureUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "fd09d69e634631986e69f2d408e2ec00";

export default node;
