/**
 * @generated SignedSource<<9b630abb5391b38e55f06015ecc513a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StatementChart_statement$data = {
  readonly months: ReadonlyArray<{
    readonly expert: {
      readonly billedCents: number;
      readonly unbilledCents: number;
    };
    readonly month: string;
    readonly requester: {
      readonly billedCents: number;
      readonly unbilledCents: number;
    };
  }>;
  readonly year: number;
  readonly " $fragmentType": "StatementChart_statement";
};
export type StatementChart_statement$key = {
  readonly " $data"?: StatementChart_statement$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatementChart_statement">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "billedCents",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "unbilledCents",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatementChart_statement",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "year",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StatementMonth",
      "kind": "LinkedField",
      "name": "months",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "month",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StatementSide",
          "kind": "LinkedField",
          "name": "expert",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StatementSide",
          "kind": "LinkedField",
          "name": "requester",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Statement",
  "abstractKey": null
};
})();

(node as any).hash = "7a91b0290814eb4787cb4b18d81234dd";

export default node;
