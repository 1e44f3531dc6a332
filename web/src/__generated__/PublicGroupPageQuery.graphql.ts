/**
 * @generated SignedSource<<258c4dbf27dc588a4f86aec4e4a36461>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PublicGroupPageQuery$variables = {
  id: number;
};
export type PublicGroupPageQuery$data = {
  readonly publicGroup: {
    readonly databaseId: number;
    readonly name: string;
    readonly shortDescription: string | null | undefined;
    readonly topicLabels: ReadonlyArray<string>;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type PublicGroupPageQuery = {
  response: PublicGroupPageQuery$data;
  variables: PublicGroupPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "databaseId",
        "variableName": "id"
      }
    ],
    "concreteType": "PublicGroup",
    "kind": "LinkedField",
    "name": "publicGroup",
    "plural": false,
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
        "name": "topicLabels",
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
    "name": "PublicGroupPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PublicGroupPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ac13374c9d69cc6ae0b21775870b74e7",
    "id": null,
    "metadata": {},
    "name": "PublicGroupPageQuery",
    "operationKind": "query",
    "text": "query PublicGroupPageQuery(\n  $id: Int!\n) {\n  viewer {\n    id\n  }\n  publicGroup(databaseId: $id) {\n    databaseId\n    name\n    shortDescription\n    topicLabels\n  }\n}\n"
  }
};
})();

(node as any).hash = "2205c631f7ee4223a158f097c26af68b";

export default node;
