/**
 * @generated SignedSource<<83213b8bf7e3acd02aa13160f43c1c3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type GroupsTabQuery$variables = {
  specialty?: string | null | undefined;
};
export type GroupsTabQuery$data = {
  readonly directoryGroups: {
    readonly items: ReadonlyArray<{
      readonly groupId: number | null | undefined;
      readonly groupName: string | null | undefined;
      readonly groupShortDescription: string | null | undefined;
      readonly key: string;
    }>;
    readonly totalCount: number;
  };
};
export type GroupsTabQuery = {
  response: GroupsTabQuery$data;
  variables: GroupsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "specialty"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "specialty",
        "variableName": "specialty"
      }
    ],
    "concreteType": "DirectoryPage",
    "kind": "LinkedField",
    "name": "directoryGroups",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DirectoryMapEntry",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "key",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "groupId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "groupName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "groupShortDescription",
            "storageKey": null
          }
        ],
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
    "name": "GroupsTabQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupsTabQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c9e402475076ff8718bc559d02726841",
    "id": null,
    "metadata": {},
    "name": "GroupsTabQuery",
    "operationKind": "query",
    "text": "query GroupsTabQuery(\n  $specialty: String\n) {\n  directoryGroups(specialty: $specialty) {\n    totalCount\n    items {\n      key\n      groupId\n      groupName\n      groupShortDescription\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d2742713e020e97176655923112047e";

export default node;
