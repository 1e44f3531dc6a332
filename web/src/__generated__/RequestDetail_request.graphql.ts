/**
 * @generated SignedSource<<1001ea627b7ba785095be74785b79bba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type RequestStatus = "CANCELLED" | "DRAFT" | "PUBLISHED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RequestDetail_request$data = {
  readonly canEdit: boolean;
  readonly consult: {
    readonly completedAt: string | null | undefined;
  } | null | undefined;
  readonly description: string | null | undefined;
  readonly formSchema: unknown | null | undefined;
  readonly formText: string | null | undefined;
  readonly formValue: unknown | null | undefined;
  readonly id: string;
  readonly patient: {
    readonly birthName: string | null | undefined;
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
  } | null | undefined;
  readonly recipientTopic: {
    readonly id: string;
  } | null | undefined;
  readonly status: RequestStatus;
  readonly " $fragmentSpreads": FragmentRefs<"AttachmentArea_request" | "DraftEditor_request" | "MarkUnreadButton_request" | "MessageThread_request" | "RequestAside_request" | "RequestHeader_request">;
  readonly " $fragmentType": "RequestDetail_request";
};
export type RequestDetail_request$key = {
  readonly " $data"?: RequestDetail_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequestDetail_request">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequestDetail_request",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "canEdit",
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
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "recipientTopic",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
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
      "name": "MarkUnreadButton_request"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DraftEditor_request"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AttachmentArea_request"
    }
  ],
  "type": "Request",
  "abstractKey": null
};
})();

(node as any).hash = "9684e7ff47544d68965dbf232825eae9";

export default node;
