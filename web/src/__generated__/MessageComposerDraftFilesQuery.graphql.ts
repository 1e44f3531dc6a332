/**
 * @generated SignedSource<<27a3dfbcad790224069251711c8fc304>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type FileMediaKind = "AUDIO" | "IMAGE" | "OTHER" | "PDF" | "VIDEO" | "%future added value";
export type MessageComposerDraftFilesQuery$variables = {
  id: string;
};
export type MessageComposerDraftFilesQuery$data = {
  readonly node: {
    readonly files?: ReadonlyArray<{
      readonly embedsFiles: boolean;
      readonly id: string;
      readonly mediaKind: FileMediaKind;
      readonly name: string;
      readonly size: number;
      readonly url: string;
    }>;
  } | null | undefined;
};
export type MessageComposerDraftFilesQuery = {
  response: MessageComposerDraftFilesQuery$data;
  variables: MessageComposerDraftFilesQuery$variables;
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "File",
      "kind": "LinkedField",
      "name": "files",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "size",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mediaKind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "embedsFiles",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Message",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MessageComposerDraftFilesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "MessageComposerDraftFilesQuery",
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
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d4544838ce26dd2225003f604e52552d",
    "id": null,
    "metadata": {},
    "name": "MessageComposerDraftFilesQuery",
    "operationKind": "query",
    "text": "query MessageComposerDraftFilesQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Message {\n      files {\n        id\n        name\n        size\n        mediaKind\n        embedsFiles\n        url\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "81d74b4de45dd6835b1de7bbb3051fdc";

export default node;
