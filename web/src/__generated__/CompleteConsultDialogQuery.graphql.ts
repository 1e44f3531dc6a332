/**
 * @generated SignedSource<<97caa575d252eeb41edfde2cdf510b1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ActCode = "EBM_01671" | "NONE" | "TE1" | "TE2" | "%future added value";
export type CompleteConsultDialogQuery$variables = {
  id: string;
};
export type CompleteConsultDialogQuery$data = {
  readonly node: {
    readonly completionActs?: ReadonlyArray<{
      readonly actCode: ActCode;
      readonly amountCents: number;
      readonly code: string;
      readonly maxSupplements: number;
      readonly needsBillingNumber: boolean;
      readonly supplementAmountCents: number | null | undefined;
      readonly supplementCode: string | null | undefined;
      readonly yearlyCap: {
        readonly cap: number;
        readonly count: number;
        readonly reached: boolean;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly viewer: {
    readonly billingInfos: ReadonlyArray<{
      readonly id: string;
      readonly isDefault: boolean;
      readonly label: string;
      readonly number: string;
    }>;
  } | null | undefined;
};
export type CompleteConsultDialogQuery = {
  response: CompleteConsultDialogQuery$data;
  variables: CompleteConsultDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "BillingInfo",
  "kind": "LinkedField",
  "name": "billingInfos",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDefault",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CompletionAct",
      "kind": "LinkedField",
      "name": "completionActs",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "needsBillingNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "supplementCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "supplementAmountCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxSupplements",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "YearlyActCap",
          "kind": "LinkedField",
          "name": "yearlyCap",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cap",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reached",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Request",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CompleteConsultDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
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
    "name": "CompleteConsultDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
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
          (v4/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c750304cbc607252068fb0995f5b8ff3",
    "id": null,
    "metadata": {},
    "name": "CompleteConsultDialogQuery",
    "operationKind": "query",
    "text": "query CompleteConsultDialogQuery(\n  $id: ID!\n) {\n  viewer {\n    billingInfos {\n      id\n      label\n      number\n      isDefault\n    }\n    id\n  }\n  node(id: $id) {\n    __typename\n    ... on Request {\n      completionActs {\n        actCode\n        code\n        amountCents\n        needsBillingNumber\n        supplementCode\n        supplementAmountCents\n        maxSupplements\n        yearlyCap {\n          count\n          cap\n          reached\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "df0e93dc49d809dd685baa9d44a05834";

export default node;
