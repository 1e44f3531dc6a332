/**
 * @generated SignedSource<<676be51b99558637419538214b23c21c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GroupMode = "RECIPIENT" | "SENDER" | "%future added value";
export type MembershipStatus = "APPLYING" | "INVITED" | "ONGOING" | "%future added value";
export type GroupListPageQuery$variables = {
  search?: string | null | undefined;
};
export type GroupListPageQuery$data = {
  readonly groups: ReadonlyArray<{
    readonly databaseId: number;
    readonly id: string;
    readonly membershipStatus: MembershipStatus | null | undefined;
    readonly mode: GroupMode;
    readonly name: string;
    readonly shortDescription: string | null | undefined;
  }>;
};
export type GroupListPageQuery = {
  response: GroupListPageQuery$data;
  variables: GroupListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "Group",
    "kind": "LinkedField",
    "name": "groups",
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
        "name": "databaseId",
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
        "name": "shortDescription",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "membershipStatus",
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
    "name": "GroupListPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupListPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e9232638d6518761a6d53f8b68d92829",
    "id": null,
    "metadata": {},
    "name": "GroupListPageQuery",
    "operationKind": "query",
    "text": "query GroupListPageQuery(\n  $search: String\n) {\n  groups(search: $search) {\n    id\n    databaseId\n    name\n    shortDescription\n    mode\n    membershipStatus\n  }\n}\n"
  }
};
})();

(node as any).hash = "975f51cfad1c46258b101f79de618ec7";

export default node;
