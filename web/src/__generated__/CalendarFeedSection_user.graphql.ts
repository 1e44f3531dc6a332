/**
 * @generated SignedSource<<86f496070308157d3ae5f054d406cffe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CalendarFeedSection_user$data = {
  readonly calendarFeed: {
    readonly createdAt: string;
    readonly lastUsedAt: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "CalendarFeedSection_user";
};
export type CalendarFeedSection_user$key = {
  readonly " $data"?: CalendarFeedSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarFeedSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarFeedSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CalendarFeed",
      "kind": "LinkedField",
      "name": "calendarFeed",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastUsedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7752478f16d6d1149ad789f602e0e641";

export default node;
