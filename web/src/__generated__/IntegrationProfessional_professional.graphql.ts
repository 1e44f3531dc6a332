/**
 * @generated SignedSource<<fa1cc450c07013433efe2c7de79cb630>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type IntegrationProfessional_professional$data = {
  readonly billingNumber: string | null | undefined;
  readonly firstName: string;
  readonly identifier: string;
  readonly identifierType: number;
  readonly lastName: string;
  readonly professionLabel: string;
  readonly " $fragmentType": "IntegrationProfessional_professional";
};
export type IntegrationProfessional_professional$key = {
  readonly " $data"?: IntegrationProfessional_professional$data;
  readonly " $fragmentSpreads": FragmentRefs<"IntegrationProfessional_professional">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IntegrationProfessional_professional",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "identifier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "identifierType",
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
      "name": "billingNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "professionLabel",
      "storageKey": null
    }
  ],
  "type": "IntegrationProfessional",
  "abstractKey": null
};

(node as any).hash = "6bfab35c45e153041bd5f2ece165676e";

export default node;
