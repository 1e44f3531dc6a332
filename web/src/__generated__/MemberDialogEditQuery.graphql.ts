/**
 * @generated SignedSource<<9b7062a307fb5a93da492f77ac35f0b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type MemberDialogEditQuery$variables = {
  id: string;
};
export type MemberDialogEditQuery$data = {
  readonly node: {
    readonly membership: {
      readonly allTopics: boolean;
      readonly canAdmin: boolean;
      readonly canAsk: boolean;
      readonly canIntegrateAct: boolean;
      readonly canIntegrateReport: boolean;
      readonly canReply: boolean;
      readonly canSendFromGroup: boolean;
      readonly canShadow: boolean;
      readonly canSupport: boolean;
      readonly id: string;
      readonly isLastAdmin: boolean;
      readonly professional: {
        readonly firstName: string;
        readonly lastName: string;
      };
      readonly title: string | null | undefined;
      readonly topics: ReadonlyArray<{
        readonly id: string;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type MemberDialogEditQuery = {
  response: MemberDialogEditQuery$data;
  variables: MemberDialogEditQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allTopics",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canAdmin",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canReply",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canSendFromGroup",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canAsk",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canSupport",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canShadow",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canIntegrateAct",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canIntegrateReport",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLastAdmin",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Topic",
  "kind": "LinkedField",
  "name": "topics",
  "plural": true,
  "selections": [
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MemberDialogEditQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                (v7/*:: as any*/),
                (v8/*:: as any*/),
                (v9/*:: as any*/),
                (v10/*:: as any*/),
                (v11/*:: as any*/),
                (v12/*:: as any*/),
                (v13/*:: as any*/),
                (v14/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Professional",
                  "kind": "LinkedField",
                  "name": "professional",
                  "plural": false,
                  "selections": [
                    (v15/*:: as any*/),
                    (v16/*:: as any*/)
                  ],
                  "storageKey": null
                }
              ],
              "type": "Membership",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "membership"
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
    "name": "MemberDialogEditQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Professional",
                "kind": "LinkedField",
                "name": "professional",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "Membership",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a3d920266846d37a8544facd9e7bba3c",
    "id": null,
    "metadata": {},
    "name": "MemberDialogEditQuery",
    "operationKind": "query",
    "text": "query MemberDialogEditQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Membership {\n      id\n      title\n      allTopics\n      canAdmin\n      canReply\n      canSendFromGroup\n      canAsk\n      canSupport\n      canShadow\n      canIntegrateAct\n      canIntegrateReport\n      isLastAdmin\n      topics {\n        id\n      }\n      professional {\n        firstName\n        lastName\n        id\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d1fa082a7b6874846d5e212d0aa0395c";

export default node;
