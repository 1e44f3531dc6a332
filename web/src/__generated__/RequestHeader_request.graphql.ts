/**
 * @generated SignedSource<<3f3f8f60b775d65c3e4cd98184b85917>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ConsultStatus = "CANCELLED" | "COMPLETED" | "OPENED" | "%future added value";
export type RequestStatus = "CANCELLED" | "DRAFT" | "PUBLISHED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RequestHeader_request$data = {
  readonly consultStatus: ConsultStatus | null | undefined;
  readonly databaseId: number;
  readonly patient: {
    readonly birthName: string | null | undefined;
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
  } | null | undefined;
  readonly status: RequestStatus;
  readonly updatedAt: string;
  readonly " $fragmentType": "RequestHeader_request";
};
export type RequestHeader_request$key = {
  readonly " $data"?: RequestHeader_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequestHeader_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequestHeader_request",
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
      "name": "updatedAt",
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
    }
  ],
  "type": "Request",
  "abstractKey": null
};

(node as any).hash = "617b6c4977a170a873276938c78ebd0b";

export default node;
