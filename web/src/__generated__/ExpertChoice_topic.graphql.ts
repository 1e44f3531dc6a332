/**
 * @generated SignedSource<<29406401194deb5709d50804b385d8a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ExpertChoice_topic$data = {
  readonly experts: ReadonlyArray<{
    readonly databaseId: number;
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly specialty: {
      readonly label: string;
    };
  }>;
  readonly " $fragmentType": "ExpertChoice_topic";
};
export type ExpertChoice_topic$key = {
  readonly " $data"?: ExpertChoice_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExpertChoice_topic">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExpertChoice_topic",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Professional",
      "kind": "LinkedField",
      "name": "experts",
      "plural": true,
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
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Specialty",
          "kind": "LinkedField",
          "name": "specialty",
          "plural": false,
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
  "type": "Topic",
  "abstractKey": null
};

(node as any).hash = "79c09280ecc35e511138687118c4a492";

export default node;
