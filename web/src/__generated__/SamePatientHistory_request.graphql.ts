/**
 * @generated SignedSource<<c3d6bd6e7b738303226ecad785ae1e03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ConsultStatus = "CANCELLED" | "COMPLETED" | "OPENED" | "%future added value";
export type ParticipationSide = "RECIPIENT" | "SENDER" | "%future added value";
export type RequestStatus = "CANCELLED" | "DRAFT" | "PUBLISHED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SamePatientHistory_request$data = {
  readonly samePatientRequests: ReadonlyArray<{
    readonly consultStatus: ConsultStatus | null | undefined;
    readonly databaseId: number;
    readonly description: string | null | undefined;
    readonly id: string;
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
    readonly status: RequestStatus;
  }>;
  readonly " $fragmentType": "SamePatientHistory_request";
};
export type SamePatientHistory_request$key = {
  readonly " $data"?: SamePatientHistory_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"SamePatientHistory_request">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SamePatientHistory_request",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        }
      ],
      "concreteType": "Request",
      "kind": "LinkedField",
      "name": "samePatientRequests",
      "plural": true,
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
          "name": "selfSide",
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
          "name": "publishedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "firstName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Specialty",
              "kind": "LinkedField",
              "name": "specialty",
              "plural": false,
              "selections": (v0/*:: as any*/),
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
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "samePatientRequests(first:5)"
    }
  ],
  "type": "Request",
  "abstractKey": null
};
})();

(node as any).hash = "fb658642e37c0fb7817bdaba57c03e85";

export default node;
