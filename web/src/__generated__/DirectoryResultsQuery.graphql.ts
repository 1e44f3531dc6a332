/**
 * @generated SignedSource<<cdd19d0899bb4c2e5af69bce71ebbc1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DirectoryResultsQuery$variables = {
  search: string;
};
export type DirectoryResultsQuery$data = {
  readonly signupDirectory: ReadonlyArray<{
    readonly professionalId: string;
    readonly " $fragmentSpreads": FragmentRefs<"DirectoryEntryRow_entry">;
  }>;
};
export type DirectoryResultsQuery = {
  response: DirectoryResultsQuery$data;
  variables: DirectoryResultsQuery$variables;
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
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "professionalId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DirectoryResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DirectoryEntry",
        "kind": "LinkedField",
        "name": "signupDirectory",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DirectoryEntryRow_entry"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DirectoryResultsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DirectoryEntry",
        "kind": "LinkedField",
        "name": "signupDirectory",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rpps",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "country",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "specialtyLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "city",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasAccount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "51ec39808ceb90ebc897494d1ea6c85a",
    "id": null,
    "metadata": {},
    "name": "DirectoryResultsQuery",
    "operationKind": "query",
    "text": "query DirectoryResultsQuery(\n  $search: String!\n) {\n  signupDirectory(search: $search) {\n    professionalId\n    ...DirectoryEntryRow_entry\n  }\n}\n\nfragment DirectoryEntryRow_entry on DirectoryEntry {\n  professionalId\n  firstName\n  lastName\n  rpps\n  country\n  specialtyLabel\n  city\n  hasAccount\n}\n"
  }
};
})();

(node as any).hash = "35d4802f2d3f9ea5f746d142d0433889";

export default node;
