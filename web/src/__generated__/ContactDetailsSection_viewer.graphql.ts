/**
 * @generated SignedSource<<91c3551d1c90f7aa3002fd09f40dce76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Country = "BE" | "DE" | "FR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ContactDetailsSection_viewer$data = {
  readonly contactEmail: string | null | undefined;
  readonly contactPhone: string | null | undefined;
  readonly country: Country;
  readonly email: string | null | undefined;
  readonly phone: string | null | undefined;
  readonly " $fragmentType": "ContactDetailsSection_viewer";
};
export type ContactDetailsSection_viewer$key = {
  readonly " $data"?: ContactDetailsSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactDetailsSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactDetailsSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
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
      "name": "contactEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactPhone",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c8c4bc58bff07e2f71bf1a3b9912081b";

export default node;
