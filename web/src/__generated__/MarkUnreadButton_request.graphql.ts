/**
 * @generated SignedSource<<6c1a6c7a0b4d4ba1d50cd4b8aca4bfd7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ParticipationSide = "RECIPIENT" | "SENDER" | "%future added value";
export type RequestStatus = "CANCELLED" | "DRAFT" | "PUBLISHED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MarkUnreadButton_request$data = {
  readonly id: string;
  readonly selfSide: ParticipationSide | null | undefined;
  readonly status: RequestStatus;
  readonly " $fragmentType": "MarkUnreadButton_request";
};
export type MarkUnreadButton_request$key = {
  readonly " $data"?: MarkUnreadButton_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarkUnreadButton_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarkUnreadButton_request",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "selfSide",
      "storageKey": null
    }
  ],
  "type": "Request",
  "abstractKey": null
};

(node as any).hash = "f50d1a79ab4401fc54b5b1e6b3676e1d";

export default node;
