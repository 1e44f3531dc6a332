/**
 * @generated SignedSource<<5febd3d168c5358af243287970652a38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileActions_professional$data = {
  readonly canRequestAdvice: boolean;
  readonly contact: {
    readonly id: string;
  } | null | undefined;
  readonly databaseId: number;
  readonly firstName: string;
  readonly id: string;
  readonly isContact: boolean;
  readonly lastName: string;
  readonly " $fragmentType": "ProfileActions_professional";
};
export type ProfileActions_professional$key = {
  readonly " $data"?: ProfileActions_professional$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileActions_professional">;
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
  "name": "ProfileActions_professional",
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
      "name": "isContact",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canRequestAdvice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Contact",
      "kind": "LinkedField",
      "name": "contact",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Professional",
  "abstractKey": null
};
})();

(node as any).hash = "be4bf35f38224b853439e0150ff51f44";

export default node;
