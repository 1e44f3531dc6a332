/**
 * @generated SignedSource<<7bd1e490e4f3db56906d154753a6f5b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OutsideReaderRole = "ADMINISTRATOR" | "FORMER" | "OBSERVER" | "SUPER_USER" | "SUPPORT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OutsideReaders_request$data = {
  readonly outsideReaders: ReadonlyArray<{
    readonly firstName: string;
    readonly lastName: string;
    readonly lastReadAt: string;
    readonly role: OutsideReaderRole;
  }> | null | undefined;
  readonly " $fragmentType": "OutsideReaders_request";
};
export type OutsideReaders_request$key = {
  readonly " $data"?: OutsideReaders_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"OutsideReaders_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OutsideReaders_request",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OutsideReader",
      "kind": "LinkedField",
      "name": "outsideReaders",
      "plural": true,
      "selections": [
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
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastReadAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Request",
  "abstractKey": null
};

(node as any).hash = "87d0b688e41af4005a131b970f7a6c68";

export default node;
