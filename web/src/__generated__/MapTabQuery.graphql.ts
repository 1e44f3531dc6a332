/**
 * @generated SignedSource<<5485b869edcb4911261a6e4f7e3368ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DirectoryMapEntryKind = "GROUP" | "PRACTICE" | "%future added value";
export type MapTabQuery$variables = {
  bounds?: ReadonlyArray<number> | null | undefined;
  limit?: number | null | undefined;
  onlyAccessible?: boolean | null | undefined;
  page?: number | null | undefined;
  specialty?: string | null | undefined;
};
export type MapTabQuery$data = {
  readonly directory: {
    readonly bounds: ReadonlyArray<number> | null | undefined;
    readonly items: ReadonlyArray<{
      readonly acceptsIndividualRequests: boolean | null | undefined;
      readonly city: string | null | undefined;
      readonly firstName: string | null | undefined;
      readonly groupId: number | null | undefined;
      readonly groupName: string | null | undefined;
      readonly groupShortDescription: string | null | undefined;
      readonly key: string;
      readonly kind: DirectoryMapEntryKind;
      readonly lastName: string | null | undefined;
      readonly lat: number;
      readonly lng: number;
      readonly postalCode: string | null | undefined;
      readonly professionalId: number | null | undefined;
      readonly specialtyLabel: string | null | undefined;
    }>;
    readonly offset: number;
    readonly totalCount: number;
  };
};
export type MapTabQuery = {
  response: MapTabQuery$data;
  variables: MapTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bounds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "limit"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "onlyAccessible"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "specialty"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "bounds",
        "variableName": "bounds"
      },
      {
        "kind": "Variable",
        "name": "limit",
        "variableName": "limit"
      },
      {
        "kind": "Variable",
        "name": "onlyAccessible",
        "variableName": "onlyAccessible"
      },
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      },
      {
        "kind": "Variable",
        "name": "specialty",
        "variableName": "specialty"
      }
    ],
    "concreteType": "DirectoryPage",
    "kind": "LinkedField",
    "name": "directory",
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
        "kind": "ScalarField",
        "name": "offset",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bounds",
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
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lat",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lng",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "professionalId",
            "storageKey": null
          },
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
            "name": "postalCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "acceptsIndividualRequests",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MapTabQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MapTabQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "c529a2fa605bd0d1bd7aef465708236a",
    "id": null,
    "metadata": {},
    "name": "MapTabQuery",
    "operationKind": "query",
    "text": "query MapTabQuery(\n  $bounds: [Float!]\n  $specialty: String\n  $onlyAccessible: Boolean\n  $limit: Int\n  $page: Int\n) {\n  directory(bounds: $bounds, specialty: $specialty, onlyAccessible: $onlyAccessible, limit: $limit, page: $page) {\n    totalCount\n    offset\n    bounds\n    items {\n      key\n      kind\n      lat\n      lng\n      groupId\n      groupName\n      groupShortDescription\n      professionalId\n      firstName\n      lastName\n      specialtyLabel\n      city\n      postalCode\n      acceptsIndividualRequests\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d9c5db947f689e00ebb878d49bcf456c";

export default node;
