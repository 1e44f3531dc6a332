/**
 * @generated SignedSource<<0a00d86f3bd3a3c7ab128724e8fc9429>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TemplatePickerQuery$variables = {
  requestId: string;
};
export type TemplatePickerQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TemplatePicker_query">;
};
export type TemplatePickerQuery = {
  response: TemplatePickerQuery$data;
  variables: TemplatePickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "requestId"
  }
],
v1 = {
  "kind": "Variable",
  "name": "requestId",
  "variableName": "requestId"
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 200
  },
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TemplatePickerQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "TemplatePicker_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TemplatePickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "MessageTemplatesConnection",
        "kind": "LinkedField",
        "name": "messageTemplates",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MessageTemplatesEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MessageTemplate",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
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
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "content",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isPersonal",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": [
          "requestId"
        ],
        "handle": "connection",
        "key": "TemplatePicker_messageTemplates",
        "kind": "LinkedHandle",
        "name": "messageTemplates"
      }
    ]
  },
  "params": {
    "cacheID": "1439b01d1a9f6678cc489cd48147d263",
    "id": null,
    "metadata": {},
    "name": "TemplatePickerQuery",
    "operationKind": "query",
    "text": "query TemplatePickerQuery(\n  $requestId: ID!\n) {\n  ...TemplatePicker_query_1et73o\n}\n\nfragment TemplatePicker_query_1et73o on Query {\n  messageTemplates(requestId: $requestId, first: 200) {\n    edges {\n      node {\n        id\n        label\n        content\n        isPersonal\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b0cc56355f97f68b20db74042a9a3346";

export default node;
