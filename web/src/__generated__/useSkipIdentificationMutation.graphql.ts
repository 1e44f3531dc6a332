/**
 * @generated SignedSource<<ca855561c5f423d9ad63a7d186696126>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type IdentificationStatus = "NONE" | "PENDING" | "REJECTED" | "SKIPPED" | "VALIDATED" | "%future added value";
export type useSkipIdentificationMutation$variables = Record<PropertyKey, never>;
export type useSkipIdentificationMutation$data = {
  readonly skipIdentification: {
    readonly hasIdentityDocument: boolean | null | undefined;
    readonly id: string;
    readonly identificationStatus: IdentificationStatus | null | undefined;
    readonly validated: boolean;
  };
};
export type useSkipIdentificationMutation = {
  response: useSkipIdentificationMutation$data;
  variables: useSkipIdentificationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "skipIdentification",
    "plural": false,
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
        "name": "identificationStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasIdentityDocument",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "validated",
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
    "name": "useSkipIdentificationMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSkipIdentificationMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0969255823fb3d91fa2b3329819fc05e",
    "id": null,
    "metadata": {},
    "name": "useSkipIdentificationMutation",
    "operationKind": "mutation",
    "text": "mutation useSkipIdentificationMutation {\n  skipIdentification {\n    id\n    identificationStatus\n    hasIdentityDocument\n    validated\n  }\n}\n"
  }
};
})();

(node as any).hash = "708f3bff0f745dbd46313b9e5831ec6c";

export default node;
