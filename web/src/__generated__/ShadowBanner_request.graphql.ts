/**
 * @generated SignedSource<<ec1e6a8f6a96c6a7d3e4abf41ae980bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ShadowBanner_request$data = {
  readonly canCreateSelfParticipation: boolean;
  readonly databaseId: number;
  readonly id: string;
  readonly " $fragmentType": "ShadowBanner_request";
};
export type ShadowBanner_request$key = {
  readonly " $data"?: ShadowBanner_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShadowBanner_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShadowBanner_request",
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
      "name": "canCreateSelfParticipation",
      "storageKey": null
    }
  ],
  "type": "Request",
  "abstractKey": null
};

(node as any).hash = "45afca2a14f6dac004beede862b2d7b1";

export default node;
