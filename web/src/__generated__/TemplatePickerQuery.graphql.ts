/**
 * @generated SignedSource<<150071ded46c4bceabd1a0de0339e503>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type TemplatePickerQuery$variables = {
  requestId: string;
};
export type TemplatePickerQuery$data = {
  readonly messageTemplates: ReadonlyArray<{
    readonly content: string;
    readonly id: string;
    readonly isPersonal: boolean;
    readonly label: string;
  }>;
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
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "requestId",
        "variableName": "requestId"
      }
    ],
    "concreteType": "MessageTemplate",
    "kind": "LinkedField",
    "name": "messageTemplates",
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
    "name": "TemplatePickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TemplatePickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3c3dda0c1fc3bee2a1a72f584bf2c606",
    "id": null,
    "metadata": {},
    "name": "TemplatePickerQuery",
    "operationKind": "query",
    "text": "query TemplatePickerQuery(\n  $requestId: ID!\n) {\n  messageTemplates(requestId: $requestId) {\n    id\n    label\n    content\n    isPersonal\n  }\n}\n"
  }
};
})();

(node as any).hash = "6eaddc5475179aea5ea76941a7dc5ed1";

export default node;
