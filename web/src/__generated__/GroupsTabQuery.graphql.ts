/**
 * @generated SignedSource<<e448cfa8be81604180203527eb01af1c>>
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
    readonly specialty: string | null | undefined;
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
        "name": "specialty",
        "storageKey": null
      },
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
    "cacheID": "1a7fd5260098ac8e870a7dfe14dbca80",
    "id": null,
    "metadata": {},
    "name": "GroupsTabQuery",
    "operationKind": "query",
    "text": "query GroupsTabQuery(\n  $specialty: String\n) {\n  directoryGroups(specialty: $specialty) {\n    specialty\n    totalCount\n    items {\n      key\n      groupId\n      groupName\n      groupShortDescription\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "174ecf4dd10707f58f455a83781ca2c5";

export default node;
