/**
 * @generated SignedSource<<28aa8a7d09528a21b3ee9ee58e992794>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ActCode = "EBM_01671" | "NONE" | "TE1" | "TE2" | "%future added value";
export type ConsultStatus = "CANCELLED" | "COMPLETED" | "OPENED" | "%future added value";
export type Gender = "F" | "M" | "O" | "%future added value";
export type ParticipationSide = "RECIPIENT" | "SENDER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RequestAside_request$data = {
  readonly author: {
    readonly firstName: string;
    readonly lastName: string;
    readonly profilePictureUrl: string | null | undefined;
  };
  readonly canBill: boolean;
  readonly consult: {
    readonly actCode: ActCode | null | undefined;
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
    readonly requesterAct: {
      readonly amountCents: number;
      readonly billable: boolean;
      readonly code: string;
    } | null | undefined;
    readonly status: ConsultStatus;
  } | null | undefined;
  readonly createdAt: string;
  readonly databaseId: number;
  readonly id: string;
  readonly patient: {
    readonly birthDate: string | null | undefined;
    readonly birthName: string | null | undefined;
    readonly firstName: string | null | undefined;
    readonly gender: Gender | null | undefined;
    readonly lastName: string | null | undefined;
  } | null | undefined;
  readonly publishedAt: string | null | undefined;
  readonly recipientGroup: {
    readonly name: string;
  } | null | undefined;
  readonly recipientProfessional: {
    readonly firstName: string;
    readonly lastName: string;
    readonly specialty: {
      readonly label: string;
    };
  } | null | undefined;
  readonly recipientTopic: {
    readonly label: string;
  } | null | undefined;
  readonly selfSide: ParticipationSide | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"OutsideReaders_request" | "RequestMeetingSection_request">;
  readonly " $fragmentType": "RequestAside_request";
};
export type RequestAside_request$key = {
  readonly " $data"?: RequestAside_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequestAside_request">;
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
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
],
v3 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequestAside_request",
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
      "name": "canBill",
      "storageKey": null
    },
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
      "name": "publishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Patient",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gender",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Professional",
      "kind": "LinkedField",
      "name": "recipientProfessional",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Specialty",
          "kind": "LinkedField",
          "name": "specialty",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Group",
      "kind": "LinkedField",
      "name": "recipientGroup",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "recipientTopic",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "selfSide",
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
          "concreteType": "BillingAct",
          "kind": "LinkedField",
          "name": "expertAct",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BillingAct",
          "kind": "LinkedField",
          "name": "requesterAct",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OutsideReaders_request"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RequestMeetingSection_request"
    }
  ],
  "type": "Request",
  "abstractKey": null
};
})();

(node as any).hash = "59ab633ad428c0fcc532ffd9ae356553";

export default node;
