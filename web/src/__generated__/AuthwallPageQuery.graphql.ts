/**
 * @generated SignedSource<<9ebdbd261426c45c945e0a286a42d503>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AuthwallPageQuery$variables = {
  sealed: string;
};
export type AuthwallPageQuery$data = {
  readonly authwallTarget: string | null | undefined;
};
export type AuthwallPageQuery = {
  response: AuthwallPageQuery$data;
  variables: AuthwallPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sealed"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "sealed",
        "variableName": "sealed"
      }
    ],
    "kind": "ScalarField",
    "name": "authwallTarget",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AuthwallPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AuthwallPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "730d2ef21804fc3012384d7166da157a",
    "id": null,
    "metadata": {},
    "name": "AuthwallPageQuery",
    "operationKind": "query",
    "text": "query AuthwallPageQuery(\n  $sealed: String!\n) {\n  authwallTarget(sealed: $sealed)\n}\n"
  }
};
})();

(node as any).hash = "a0873488f469dffa8f5d8002f5e9216f";

export default node;
