/**
 * @generated SignedSource<<f8db1289895c90f31346c9c908ffd69b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RequestDetail_request$data = {
  readonly description: string | null | undefined;
  readonly formText: string | null | undefined;
  readonly id: string;
  readonly patient: {
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"MessageList_request" | "RequestAside_request" | "RequestHeader_request">;
  readonly " $fragmentType": "RequestDetail_request";
};
export type RequestDetail_request$key = {
  readonly " $data"?: RequestDetail_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequestDetail_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequestDetail_request",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formText",
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
      "name": "MessageList_request"
    }
  ],
  "type": "Request",
  "abstractKey": null
};

(node as any).hash = "8befe44accfc0b29c2209fde122ea0a0";

export default node;
