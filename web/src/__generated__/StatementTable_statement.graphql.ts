/**
 * @generated SignedSource<<7607e082b5cb0bc1f529119ad48145de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StatementTable_statement$data = {
  readonly months: ReadonlyArray<{
    readonly expert: {
      readonly acts: number;
      readonly amountCents: number;
      readonly billedCents: number;
      readonly unbilledCents: number;
    };
    readonly month: string;
    readonly requester: {
      readonly acts: number;
      readonly amountCents: number;
      readonly billedCents: number;
      readonly unbilledCents: number;
    };
  }>;
  readonly total: {
    readonly expert: {
      readonly acts: number;
      readonly amountCents: number;
      readonly billedCents: number;
      readonly unbilledCents: number;
    };
    readonly requester: {
      readonly acts: number;
      readonly amountCents: number;
      readonly billedCents: number;
      readonly unbilledCents: number;
    };
  };
  readonly year: number;
  readonly " $fragmentType": "StatementTable_statement";
};
export type StatementTable_statement$key = {
  readonly " $data"?: StatementTable_statement$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatementTable_statement">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "acts",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amountCents",
    "storageKey": null
  },
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
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "StatementSide",
  "kind": "LinkedField",
  "name": "expert",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "StatementSide",
  "kind": "LinkedField",
  "name": "requester",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatementTable_statement",
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
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StatementTotal",
      "kind": "LinkedField",
      "name": "total",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Statement",
  "abstractKey": null
};
})();

(node as any).hash = "984fe6392b58d676d2987637cb633f09";

export default node;
