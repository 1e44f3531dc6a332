/**
 * @generated SignedSource<<9bda0e729927e8bc370c0f272aefc465>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ActCode = "EBM_01671" | "NONE" | "TE1" | "TE2" | "%future added value";
export type ConsultStatus = "CANCELLED" | "COMPLETED" | "OPENED" | "%future added value";
export type Eligibility = "ALD" | "COVID_19" | "DETENU" | "EHPAD" | "ELIGIBLE" | "NONELIGIBLE" | "RARE" | "ZSD" | "%future added value";
export type ParticipationSide = "RECIPIENT" | "SENDER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ConsultAside_request$data = {
  readonly consult: {
    readonly actCode: ActCode | null | undefined;
    readonly billingNumber: string | null | undefined;
    readonly completedAt: string | null | undefined;
    readonly completedBy: {
      readonly firstName: string;
      readonly lastName: string;
    } | null | undefined;
    readonly expertAct: {
      readonly amountCents: number;
      readonly billable: boolean;
      readonly code: string;
    } | null | undefined;
    readonly status: ConsultStatus;
    readonly tags: ReadonlyArray<{
      readonly databaseId: number;
      readonly label: string;
    }>;
  } | null | undefined;
  readonly eligibility: Eligibility | null | undefined;
  readonly participants: ReadonlyArray<{
    readonly side: ParticipationSide;
    readonly user: {
      readonly firstName: string;
      readonly id: string;
      readonly lastName: string;
      readonly profilePictureUrl: string | null | undefined;
    };
  }>;
  readonly " $fragmentType": "ConsultAside_request";
};
export type ConsultAside_request$key = {
  readonly " $data"?: ConsultAside_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsultAside_request">;
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
  "name": "ConsultAside_request",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eligibility",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Consult",
      "kind": "LinkedField",
      "name": "consult",
      "plural": false,
      "selections": [
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
          "name": "actCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "completedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "completedBy",
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
          "kind": "ScalarField",
          "name": "billingNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BillingAct",
          "kind": "LinkedField",
          "name": "expertAct",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
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
              "name": "billable",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Tag",
          "kind": "LinkedField",
          "name": "tags",
          "plural": true,
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
              "name": "label",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RequestParticipant",
      "kind": "LinkedField",
      "name": "participants",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "side",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "profilePictureUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Request",
  "abstractKey": null
};
})();

(node as any).hash = "1b84187f5b5e701febb57901db6f24a6";

export default node;
