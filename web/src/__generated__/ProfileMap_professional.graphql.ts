/**
 * @generated SignedSource<<8bf1cf6fccd2f15aedf83e01c3dcf713>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileMap_professional$data = {
  readonly practices: ReadonlyArray<{
    readonly city: string;
    readonly databaseId: number;
    readonly fullAddress: string;
    readonly lat: number;
    readonly lng: number;
    readonly postalCode: string;
  }>;
  readonly " $fragmentType": "ProfileMap_professional";
};
export type ProfileMap_professional$key = {
  readonly " $data"?: ProfileMap_professional$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileMap_professional">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileMap_professional",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Practice",
      "kind": "LinkedField",
      "name": "practices",
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
          "name": "lat",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lng",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullAddress",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "postalCode",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Professional",
  "abstractKey": null
};

(node as any).hash = "eebd20e28249ea92518ca33d01bcdb42";

export default node;
