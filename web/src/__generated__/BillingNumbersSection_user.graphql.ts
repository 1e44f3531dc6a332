/**
 * @generated SignedSource<<85f899ccf9fb63b612eb116a7a2a2f29>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Country = "BE" | "DE" | "FR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BillingNumbersSection_user$data = {
  readonly billingInfos: ReadonlyArray<{
    readonly id: string;
    readonly isDefault: boolean;
    readonly label: string;
    readonly number: string;
  }>;
  readonly country: Country;
  readonly " $fragmentType": "BillingNumbersSection_user";
};
export type BillingNumbersSection_user$key = {
  readonly " $data"?: BillingNumbersSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillingNumbersSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillingNumbersSection_user",
  "selections": [
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
      "concreteType": "BillingInfo",
      "kind": "LinkedField",
      "name": "billingInfos",
      "plural": true,
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
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDefault",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e51bed9c6459b1702be7791f9fd39aaf";

export default node;
