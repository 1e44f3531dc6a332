/**
 * @generated SignedSource<<9e4cad8ff30bcf57996a112dafae8141>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PartnerScope = "BILLING_READ" | "DIRECTORY_READ" | "PROFILE_READ" | "REQUESTS_READ" | "REQUESTS_WRITE" | "%future added value";
export type PartnerApplicationListQuery$variables = Record<PropertyKey, never>;
export type PartnerApplicationListQuery$data = {
  readonly partnerApplications: ReadonlyArray<{
    readonly activeAuthorizations: number;
    readonly clientId: string;
    readonly databaseId: number;
    readonly disabledAt: string | null | undefined;
    readonly name: string;
    readonly rateLimitPerMinute: number;
    readonly redirectUris: ReadonlyArray<string>;
    readonly scopes: ReadonlyArray<PartnerScope>;
  }>;
};
export type PartnerApplicationListQuery = {
  response: PartnerApplicationListQuery$data;
  variables: PartnerApplicationListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PartnerApplication",
    "kind": "LinkedField",
    "name": "partnerApplications",
    "plural": true,
    "selections": [
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
        "name": "clientId",
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
        "kind": "ScalarField",
        "name": "redirectUris",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "scopes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rateLimitPerMinute",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "disabledAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "activeAuthorizations",
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
    "name": "PartnerApplicationListQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PartnerApplicationListQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "4415e12b8292d2246ff0e325522ad0c8",
    "id": null,
    "metadata": {},
    "name": "PartnerApplicationListQuery",
    "operationKind": "query",
    "text": "query PartnerApplicationListQuery {\n  partnerApplications {\n    databaseId\n    clientId\n    name\n    redirectUris\n    scopes\n    rateLimitPerMinute\n    disabledAt\n    activeAuthorizations\n  }\n}\n"
  }
};
})();

(node as any).hash = "a967ef13256c2352a96c3110788e5f5b";

export default node;
