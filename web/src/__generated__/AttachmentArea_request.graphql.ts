/**
 * @generated SignedSource<<7816d3884930c346d4ff26308d7a87c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type FileMediaKind = "AUDIO" | "IMAGE" | "OTHER" | "PDF" | "VIDEO" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AttachmentArea_request$data = {
  readonly databaseId: number;
  readonly files: ReadonlyArray<{
    readonly embedsFiles: boolean;
    readonly id: string;
    readonly mediaKind: FileMediaKind;
    readonly name: string;
    readonly size: number;
    readonly url: string;
  }>;
  readonly filesZipUrl: string;
  readonly id: string;
  readonly maxUploadSizeMb: number;
  readonly " $fragmentType": "AttachmentArea_request";
};
export type AttachmentArea_request$key = {
  readonly " $data"?: AttachmentArea_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttachmentArea_request">;
};

import AttachmentAreaRefetchQuery_graphql from './AttachmentAreaRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": AttachmentAreaRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "AttachmentArea_request",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxUploadSizeMb",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "filesZipUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "File",
      "kind": "LinkedField",
      "name": "files",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
    },
    (v0/*:: as any*/)
  ],
  "type": "Request",
  "abstractKey": null
};
})();

(node as any).hash = "118abfa0ac86f48b4df966240c52044f";

export default node;
