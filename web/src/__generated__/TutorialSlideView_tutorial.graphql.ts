/**
 * @generated SignedSource<<a6acec96200e4563241a2512edae0a73>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TutorialSlideView_tutorial$data = {
  readonly example: {
    readonly answer: string;
    readonly expertName: string;
    readonly expertSpecialty: string;
    readonly question: string;
  };
  readonly expertFeeCents: number | null | undefined;
  readonly regional: boolean;
  readonly requesterFeeCents: number | null | undefined;
  readonly " $fragmentType": "TutorialSlideView_tutorial";
};
export type TutorialSlideView_tutorial$key = {
  readonly " $data"?: TutorialSlideView_tutorial$data;
  readonly " $fragmentSpreads": FragmentRefs<"TutorialSlideView_tutorial">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TutorialSlideView_tutorial",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "regional",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requesterFeeCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expertFeeCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TutorialExample",
      "kind": "LinkedField",
      "name": "example",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "question",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expertName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expertSpecialty",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answer",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Tutorial",
  "abstractKey": null
};

(node as any).hash = "8083b3c60aa767db4156e337534d4dc6";

export default node;
