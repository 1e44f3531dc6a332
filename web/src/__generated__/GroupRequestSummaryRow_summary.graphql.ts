/**
 * @generated SignedSource<<ce5d3e4905fd781bda28f7ef45bf4330>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ConsultStatus = "CANCELLED" | "COMPLETED" | "OPENED" | "%future added value";
export type RequestStatus = "CANCELLED" | "DRAFT" | "PUBLISHED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type GroupRequestSummaryRow_summary$data = {
  readonly author: {
    readonly firstName: string;
    readonly lastName: string;
  };
  readonly consultStatus: ConsultStatus | null | undefined;
  readonly databaseId: number;
  readonly inactive: boolean;
  readonly lastActivityDate: string;
  readonly patient: {
    readonly birthDate: string | null | undefined;
    readonly birthName: string | null | undefined;
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
  } | null | undefined;
  readonly recipientGroupName: string | null | undefined;
  readonly recipientProfessional: {
    readonly firstName: string;
    readonly lastName: string;
    readonly specialtyLabel: string;
  } | null | undefined;
  readonly recipientTopicLabel: string | null | undefined;
  readonly requestId: string;
  readonly status: RequestStatus;
  readonly viewerCanJoin: boolean;
  readonly " $fragmentType": "GroupRequestSummaryRow_summary";
};
export type GroupRequestSummaryRow_summary$key = {
  readonly " $data"?: GroupRequestSummaryRow_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupRequestSummaryRow_summary">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupRequestSummaryRow_summary",
  "selections": [
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
      "name": "requestId",
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
      "name": "consultStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inactive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastActivityDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanJoin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GroupRequestPatient",
      "kind": "LinkedField",
      "name": "patient",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "birthName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "birthDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PersonName",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GroupRequestRecipient",
      "kind": "LinkedField",
      "name": "recipientProfessional",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "specialtyLabel",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recipientGroupName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recipientTopicLabel",
      "storageKey": null
    }
  ],
  "type": "GroupRequestSummary",
  "abstractKey": null
};
})();

(node as any).hash = "9179a284d20785679f9a096022dab487";

export default node;
