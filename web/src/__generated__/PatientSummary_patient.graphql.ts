/**
 * @generated SignedSource<<b12ab21d461a3b1619dcb9c619a49ef1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Gender = "F" | "M" | "O" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PatientSummary_patient$data = {
  readonly birthDate: string | null | undefined;
  readonly birthName: string | null | undefined;
  readonly birthPlace: string | null | undefined;
  readonly firstName: string | null | undefined;
  readonly gender: Gender | null | undefined;
  readonly lastName: string | null | undefined;
  readonly " $fragmentType": "PatientSummary_patient";
};
export type PatientSummary_patient$key = {
  readonly " $data"?: PatientSummary_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"PatientSummary_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PatientSummary_patient",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "birthDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "birthPlace",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gender",
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "a47828053e87d211af03bc313e5d4cdc";

export default node;
