/**
 * @generated SignedSource<<e218b8253ecdea269d6554f2bab29633>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SenderContextFieldQuery$variables = Record<PropertyKey, never>;
export type SenderContextFieldQuery$data = {
  readonly senderContexts: ReadonlyArray<{
    readonly senderGroupId: number | null | undefined;
    readonly senderGroupName: string | null | undefined;
    readonly senderTopicId: number | null | undefined;
    readonly senderTopicLabel: string | null | undefined;
  }>;
};
export type SenderContextFieldQuery = {
  response: SenderContextFieldQuery$data;
  variables: SenderContextFieldQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SenderContext",
    "kind": "LinkedField",
    "name": "senderContexts",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "senderGroupId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "senderGroupName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "senderTopicId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "senderTopicLabel",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SenderContextFieldQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SenderContextFieldQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a294584a4c3fdd3aa50be3524ac2442a",
    "id": null,
    "metadata": {},
    "name": "SenderContextFieldQuery",
    "operationKind": "query",
    "text": "query SenderContextFieldQuery {\n  senderContexts {\n    senderGroupId\n    senderGroupName\n    senderTopicId\n    senderTopicLabel\n  }\n}\n"
  }
};
})();

(node as any).hash = "9e3abbe919f3b451dbbda72411564bf7";

export default node;
