/**
 * @generated SignedSource<<f5497048b5f13de695d960661541c7f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AwayNoticeKind = "REQUESTS_DELAYED" | "REQUESTS_DISABLED" | "USER_AWAY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AwayNotice_topic$data = {
  readonly currentAway: {
    readonly kind: AwayNoticeKind;
    readonly lastDay: string | null | undefined;
    readonly message: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "AwayNotice_topic";
};
export type AwayNotice_topic$key = {
  readonly " $data"?: AwayNotice_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"AwayNotice_topic">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AwayNotice_topic",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CurrentAway",
      "kind": "LinkedField",
      "name": "currentAway",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastDay",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};

(node as any).hash = "ee1b379e48ef2c5e5bc3f45104a672b8";

export default node;
