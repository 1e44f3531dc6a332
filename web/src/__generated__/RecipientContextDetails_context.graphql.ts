/**
 * @generated SignedSource<<f619d2bc61658ec1d4d401e9cf08c14d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PartyType = "GROUP" | "PROFESSIONAL" | "%future added value";
export type RecipientContextReason = "APPLICATION_PENDING" | "AWAY" | "COUNTRY" | "INVITATION_PENDING" | "NOT_AN_EXPERT" | "NOT_A_REQUESTER" | "NOT_MEMBER" | "NOT_RECIPIENT_GROUP" | "NO_ACCOUNT" | "NO_INDIVIDUAL_REQUESTS" | "PROFESSIONAL_PREVENTED" | "PROFESSIONAL_REQUIRED" | "RECIPIENT_NOT_VALIDATED" | "SELF" | "SENDER_INDIVIDUAL_DISABLED" | "SPECIALTY" | "%future added value";
export type RecipientContextStatus = "AVAILABLE" | "DRAFTABLE" | "UNACCEPTED" | "UNAVAILABLE" | "UNREGISTERED" | "%future added value";
export type RecipientProfessionalMode = "ALLOW" | "PREVENT" | "REQUIRE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecipientContextDetails_context$data = {
  readonly reason: RecipientContextReason | null | undefined;
  readonly recipientGroup: {
    readonly databaseId: number;
    readonly name: string;
  } | null | undefined;
  readonly recipientGroupId: number | null | undefined;
  readonly recipientProfessionalId: number | null | undefined;
  readonly recipientTopic: {
    readonly acceptsAllSpecialties: boolean;
    readonly awayMessage: string | null | undefined;
    readonly awayUntil: string | null | undefined;
    readonly description: string | null | undefined;
    readonly instructions: string | null | undefined;
    readonly isCurrentlyAway: boolean;
    readonly recipientProfessionalMode: RecipientProfessionalMode;
    readonly " $fragmentSpreads": FragmentRefs<"ExpertChoice_topic">;
  } | null | undefined;
  readonly recipientTopicId: number | null | undefined;
  readonly recipientType: PartyType;
  readonly status: RecipientContextStatus;
  readonly " $fragmentType": "RecipientContextDetails_context";
};
export type RecipientContextDetails_context$key = {
  readonly " $data"?: RecipientContextDetails_context$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecipientContextDetails_context">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecipientContextDetails_context",
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
      "name": "reason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recipientType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recipientProfessionalId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recipientGroupId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recipientTopicId",
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
          "name": "databaseId",
          "storageKey": null
        },
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
      "selections": [
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
          "kind": "ScalarField",
          "name": "instructions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "acceptsAllSpecialties",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recipientProfessionalMode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isCurrentlyAway",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "awayMessage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "awayUntil",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ExpertChoice_topic"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RecipientContext",
  "abstractKey": null
};

(node as any).hash = "aa088ba3a021b69d542795913d3cba8a";

export default node;
