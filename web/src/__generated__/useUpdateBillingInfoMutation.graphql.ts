/**
 * @generated SignedSource<<615ca5f965b4fab2cbaba7e3791d7e2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useUpdateBillingInfoMutation$variables = {
  billingInfoId: string;
  isDefault?: boolean | null | undefined;
  label: string;
  number: string;
};
export type useUpdateBillingInfoMutation$data = {
  readonly updateBillingInfo: {
    readonly __typename: "BillingInfoSaved";
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"BillingNumbersSection_user">;
    };
  } | {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useUpdateBillingInfoMutation = {
  response: useUpdateBillingInfoMutation$data;
  variables: useUpdateBillingInfoMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "billingInfoId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isDefault"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "label"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "number"
},
v4 = [
  {
    "kind": "Variable",
    "name": "billingInfoId",
    "variableName": "billingInfoId"
  },
  {
    "kind": "Variable",
    "name": "isDefault",
    "variableName": "isDefault"
  },
  {
    "kind": "Variable",
    "name": "label",
    "variableName": "label"
  },
  {
    "kind": "Variable",
    "name": "number",
    "variableName": "number"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
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
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    }
  ],
  "type": "DomainError",
  "abstractKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateBillingInfoMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateBillingInfo",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "BillingNumbersSection_user"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "BillingInfoSaved",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useUpdateBillingInfoMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateBillingInfo",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
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
                    "concreteType": "BillingInfo",
                    "kind": "LinkedField",
                    "name": "billingInfos",
                    "plural": true,
                    "selections": [
                      (v7/*:: as any*/),
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
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "BillingInfoSaved",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d932974e9f7ccc4c778ea7cf71df2d97",
    "id": null,
    "metadata": {},
    "name": "useUpdateBillingInfoMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateBillingInfoMutation(\n  $billingInfoId: ID!\n  $label: String!\n  $number: String!\n  $isDefault: Boolean\n) {\n  updateBillingInfo(billingInfoId: $billingInfoId, label: $label, number: $number, isDefault: $isDefault) {\n    __typename\n    ... on BillingInfoSaved {\n      user {\n        ...BillingNumbersSection_user\n        id\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n\nfragment BillingNumbersSection_user on User {\n  country\n  billingInfos {\n    id\n    label\n    number\n    isDefault\n  }\n}\n"
  }
};
})();

(node as any).hash = "fc916cac41a643690cfa0ac1354eb1af";

export default node;
