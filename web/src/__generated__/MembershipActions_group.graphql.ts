/**
 * @generated SignedSource<<2668832f8289280eadb69bf65a28ea17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MembershipStatus = "APPLYING" | "INVITED" | "ONGOING" | "%future added value";
export type MembershipWelcomeRole = "EXPERT" | "MEMBER" | "REQUESTER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MembershipActions_group$data = {
  readonly databaseId: number;
  readonly id: string;
  readonly name: string;
  readonly viewerMembership: {
    readonly id: string;
    readonly isLastAdmin: boolean;
    readonly needsWelcome: boolean;
    readonly status: MembershipStatus;
    readonly welcomeRole: MembershipWelcomeRole;
  } | null | undefined;
  readonly " $fragmentType": "MembershipActions_group";
};
export type MembershipActions_group$key = {
  readonly " $data"?: MembershipActions_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"MembershipActions_group">;
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
  "name": "MembershipActions_group",
  "selections": [
    (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Membership",
      "kind": "LinkedField",
      "name": "viewerMembership",
      "plural": false,
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
          "name": "needsWelcome",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "welcomeRole",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isLastAdmin",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Group",
  "abstractKey": null
};
})();

(node as any).hash = "43f51be272f8951308ab16c08a3b645b";

export default node;
