/**
 * @generated SignedSource<<c67fadaf1909e5e9bf30f579edb9a7c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HierarchySidebar_group$data = {
  readonly topicTrees: ReadonlyArray<{
    readonly children: ReadonlyArray<{
      readonly databaseId: number;
      readonly label: string;
    }>;
    readonly databaseId: number;
    readonly label: string;
  }>;
  readonly " $fragmentType": "HierarchySidebar_group";
};
export type HierarchySidebar_group$key = {
  readonly " $data"?: HierarchySidebar_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"HierarchySidebar_group">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HierarchySidebar_group",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "topicTrees",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Topic",
          "kind": "LinkedField",
          "name": "children",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Group",
  "abstractKey": null
};
})();

(node as any).hash = "306d2859849a57902a56b8ffed9bf5b9";

export default node;
