/**
 * @generated SignedSource<<9b409ec4f677104b32c6d268f5497043>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PartnerScope = "BILLING_READ" | "DIRECTORY_READ" | "PROFILE_READ" | "REQUESTS_READ" | "REQUESTS_WRITE" | "%future added value";
export type AuthorizedApplicationsPageQuery$variables = Record<PropertyKey, never>;
export type AuthorizedApplicationsPageQuery$data = {
  readonly authorizedApplications: ReadonlyArray<{
    readonly application: string;
    readonly authorizedAt: string;
    readonly databaseId: number;
    readonly disabled: boolean;
    readonly lastUsedAt: string | null | undefined;
    readonly scopes: ReadonlyArray<PartnerScope>;
  }>;
};
export type AuthorizedApplicationsPageQuery = {
  response: AuthorizedApplicationsPageQuery$data;
  variables: AuthorizedApplicationsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AuthorizedApplication",
    "kind": "LinkedField",
    "name": "authorizedApplications",
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
        "name": "application",
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
        "name": "authorizedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastUsedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "disabled",
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
    "name": "AuthorizedApplicationsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AuthorizedApplicationsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a809860ad071846596e1d326b2f6a7db",
    "id": null,
    "metadata": {},
    "name": "AuthorizedApplicationsPageQuery",
    "operationKind": "query",
    "text": "query AuthorizedApplicationsPageQuery {\n  authorizedApplications {\n    databaseId\n    application\n    scopes\n    authorizedAt\n    lastUsedAt\n    disabled\n  }\n}\n"
  }
};
})();

(node as any).hash = "0814a093f72df59b275dee567191154b";

export default node;
