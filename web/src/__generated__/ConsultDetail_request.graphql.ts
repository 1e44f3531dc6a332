/**
 * @generated SignedSource<<59fec23a2f4782fd69b94d4e87481c53>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ParticipationSide = "RECIPIENT" | "SENDER" | "%future added value";
export type RequestStatus = "CANCELLED" | "DRAFT" | "PUBLISHED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ConsultDetail_request$data = {
  readonly canReply: boolean;
  readonly consult: {
    readonly completedAt: string | null | undefined;
  } | null | undefined;
  readonly description: string | null | undefined;
  readonly formSchema: unknown | null | undefined;
  readonly formValue: unknown | null | undefined;
  readonly id: string;
  readonly patient: {
    readonly birthName: string | null | undefined;
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
  } | null | undefined;
  readonly selfSide: ParticipationSide | null | undefined;
  readonly status: RequestStatus;
  readonly " $fragmentSpreads": FragmentRefs<"AttachmentArea_request" | "ConsultActions_request" | "ConsultAside_request" | "MarkUnreadButton_request" | "MessageThread_request" | "RequestAside_request" | "RequestHeader_request" | "ShadowBanner_request">;
  readonly " $fragmentType": "ConsultDetail_request";
};
export type ConsultDetail_request$key = {
  readonly " $data"?: ConsultDetail_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsultDetail_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConsultDetail_request",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formSchema",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formValue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canReply",
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
          "kind": "ScalarField",
          "name": "birthName",
          "storageKey": null
        }
      ],
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
          "name": "completedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RequestHeader_request"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RequestAside_request"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MessageThread_request"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AttachmentArea_request"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConsultActions_request"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConsultAside_request"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShadowBanner_request"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MarkUnreadButton_request"
    }
  ],
  "type": "Request",
  "abstractKey": null
};

(node as any).hash = "6cc61e9f88a99f6db91a9b945477b3bb";

export default node;
