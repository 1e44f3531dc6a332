/**
 * @generated SignedSource<<420bdd583aed677bab3c80d5d3c7be9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Country = "BE" | "DE" | "FR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProfileView_professional$data = {
  readonly country: Country;
  readonly databaseId: number;
  readonly degrees: ReadonlyArray<{
    readonly databaseId: number;
    readonly label: string;
    readonly typeLabel: string;
  }>;
  readonly firstName: string;
  readonly id: string;
  readonly lastName: string;
  readonly rpps: string;
  readonly rppsType: number;
  readonly specialty: {
    readonly label: string;
    readonly professionCode: number;
    readonly professionLabel: string;
  };
  readonly user: {
    readonly bio: string | null | undefined;
    readonly profilePictureUrl: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileActions_professional" | "ProfileMap_professional">;
  readonly " $fragmentType": "ProfileView_professional";
};
export type ProfileView_professional$key = {
  readonly " $data"?: ProfileView_professional$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileView_professional">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
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
  "name": "ProfileView_professional",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rpps",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rppsType",
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
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "professionLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "professionCode",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Degree",
      "kind": "LinkedField",
      "name": "degrees",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "typeLabel",
          "storageKey": null
        },
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
          "name": "bio",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profilePictureUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfileActions_professional"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfileMap_professional"
    }
  ],
  "type": "Professional",
  "abstractKey": null
};
})();

(node as any).hash = "97ec1ccb5029e97127608ccac3831592";

export default node;
