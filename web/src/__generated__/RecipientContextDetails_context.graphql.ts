/**
 * @generated SignedSource<<b5cb8c1524b2bf9626d8638d33408f1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AwayNoticeKind = "REQUESTS_DELAYED" | "REQUESTS_DISABLED" | "USER_AWAY" | "%future added value";
export type PartyType = "GROUP" | "PROFESSIONAL" | "%future added value";
export type RecipientContextReason = "APPLICATION_PENDING" | "AWAY" | "COUNTRY" | "INVITATION_PENDING" | "NOT_AN_EXPERT" | "NOT_A_REQUESTER" | "NOT_MEMBER" | "NOT_RECIPIENT_GROUP" | "NO_ACCOUNT" | "NO_INDIVIDUAL_REQUESTS" | "PROFESSIONAL_PREVENTED" | "PROFESSIONAL_REQUIRED" | "RECIPIENT_NOT_VALIDATED" | "SELF" | "SENDER_INDIVIDUAL_DISABLED" | "SPECIALTY" | "%future added value";
export type RecipientContextStatus = "AVAILABLE" | "DRAFTABLE" | "UNACCEPTED" | "UNAVAILABLE" | "UNREGISTERED" | "%future added value";
export type RecipientProfessionalMode = "ALLOW" | "PREVENT" | "REQUIRE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RecipientContextDetails_context$data = {
  readonly reason: RecipientContextReason | null | undefined;
  readonly recipientGroup: {
    readonly databaseId: number;
    readonly name: string;
  } | null | undefined;
  readonly recipientGroupId: number | null | undefined;
  readonly recipientProfessional: {
    readonly currentAway: {
      readonly kind: AwayNoticeKind;
      readonly lastDay: string | null | undefined;
      readonly message: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly recipientProfessionalId: number | null | undefined;
  readonly recipientTopic: {
    readonly acceptsAllSpecialties: boolean;
    readonly description: string | null | undefined;
    readonly instructions: string | null | undefined;
    readonly recipientProfessionalMode: RecipientProfessionalMode;
    readonly " $fragmentSpreads": FragmentRefs<"AwayNotice_topic" | "ExpertChoice_topic">;
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
      "concreteType": "Professional",
      "kind": "LinkedField",
      "name": "recipientProfessional",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CurrentAway",
          "kind": "LinkedField",
          "name": "currentAway",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastDay",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "AwayNotice_topic"
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

(node as any).hash = "acc454046518db616d23a148ab272429";

export default node;
