/**
 * @generated SignedSource<<390de3684af5a873b2766356b9aa6e6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SessionExpiredDialog_viewer$data = {
  readonly email: string | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "SessionExpiredDialog_viewer";
};
export type SessionExpiredDialog_viewer$key = {
  readonly " $data"?: SessionExpiredDialog_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionExpiredDialog_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SessionExpiredDialog_viewer",
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
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5d90016e055920c14a392c7a08c8538c";

export default node;
