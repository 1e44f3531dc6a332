/**
 * @generated SignedSource<<661f370e7d602507e1be0266a98438ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MembershipRole = "ADMIN" | "EXPERT" | "MEMBER" | "REQUESTER" | "SHADOW" | "SUPPORT" | "%future added value";
export type MembershipStatus = "APPLYING" | "INVITED" | "ONGOING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MemberRow_membership$data = {
  readonly allTopics: boolean;
  readonly canBeDeletedByViewer: boolean;
  readonly deletionRefusal: string | null | undefined;
  readonly id: string;
  readonly isViewer: boolean;
  readonly professional: {
    readonly firstName: string;
    readonly lastName: string;
    readonly specialty: {
      readonly label: string;
    };
    readonly user: {
      readonly profilePictureUrl: string | null | undefined;
    } | null | undefined;
  };
  readonly role: MembershipRole;
  readonly status: MembershipStatus;
  readonly title: string | null | undefined;
  readonly topics: ReadonlyArray<{
    readonly id: string;
    readonly label: string;
  }>;
  readonly viewerCanManage: boolean;
  readonly " $fragmentType": "MemberRow_membership";
};
export type MemberRow_membership$key = {
  readonly " $data"?: MemberRow_membership$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberRow_membership">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberRow_membership",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allTopics",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanManage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canBeDeletedByViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletionRefusal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "topics",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Professional",
      "kind": "LinkedField",
      "name": "professional",
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
          "selections": [
            (v1/*:: as any*/)
          ],
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
  "type": "Membership",
  "abstractKey": null
};
})();

(node as any).hash = "47f85e6b2c29ffe03d3c044e15a9d104";

export default node;
