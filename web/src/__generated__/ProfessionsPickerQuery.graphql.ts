/**
 * @generated SignedSource<<f90f2831d1f92c40ef2a721686531301>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ProfessionsPickerQuery$variables = Record<PropertyKey, never>;
export type ProfessionsPickerQuery$data = {
  readonly specialties: ReadonlyArray<{
    readonly code: string;
    readonly label: string;
    readonly professionCode: number;
    readonly professionLabel: string;
  }>;
};
export type ProfessionsPickerQuery = {
  response: ProfessionsPickerQuery$data;
  variables: ProfessionsPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Specialty",
    "kind": "LinkedField",
    "name": "specialties",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
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
        "name": "professionCode",
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfessionsPickerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProfessionsPickerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "31d662d9b99d7b7860b2e21fc80fac97",
    "id": null,
    "metadata": {},
    "name": "ProfessionsPickerQuery",
    "operationKind": "query",
    "text": "query ProfessionsPickerQuery {\n  specialties {\n    code\n    label\n    professionCode\n    professionLabel\n  }\n}\n"
  }
};
})();

(node as any).hash = "bdedcd5fa3f166c6546d56377911057e";

export default node;
