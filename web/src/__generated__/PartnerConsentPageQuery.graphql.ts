/**
 * @generated SignedSource<<76deb0611c8dfd9bc0c8099cba8f0038>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PartnerScope = "BILLING_READ" | "DIRECTORY_READ" | "PROFILE_READ" | "REQUESTS_READ" | "REQUESTS_WRITE" | "%future added value";
export type PartnerConsentPageQuery$variables = {
  uid: string;
};
export type PartnerConsentPageQuery$data = {
  readonly partnerConsent: {
    readonly application: string;
    readonly scopes: ReadonlyArray<PartnerScope>;
  } | null | undefined;
};
export type PartnerConsentPageQuery = {
  response: PartnerConsentPageQuery$data;
  variables: PartnerConsentPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "uid"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "uid",
        "variableName": "uid"
      }
    ],
    "concreteType": "PartnerConsent",
    "kind": "LinkedField",
    "name": "partnerConsent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "application",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "scopes",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PartnerConsentPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PartnerConsentPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "21a7f2a29be9508b1b5a1ce6b4a0b770",
    "id": null,
    "metadata": {},
    "name": "PartnerConsentPageQuery",
    "operationKind": "query",
    "text": "query PartnerConsentPageQuery(\n  $uid: String!\n) {\n  partnerConsent(uid: $uid) {\n    application\n    scopes\n  }\n}\n"
  }
};
})();

(node as any).hash = "7bcff5e25c914e342423b876f453bbd2";

export default node;
