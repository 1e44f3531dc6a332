/**
 * @generated SignedSource<<03eb9c4f62c906bcc789cdf57bb547d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NewRequestButton_query$data = {
  readonly viewerCanStartRequest: boolean;
  readonly " $fragmentType": "NewRequestButton_query";
};
export type NewRequestButton_query$key = {
  readonly " $data"?: NewRequestButton_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewRequestButton_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewRequestButton_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanStartRequest",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e967ad87f58b710f2f86eacfc329ac0c";

export default node;
