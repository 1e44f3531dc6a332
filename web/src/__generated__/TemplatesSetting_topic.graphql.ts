/**
 * @generated SignedSource<<164abd4eb6aa976606a50b10d4f82d5a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TemplatesSetting_topic$data = {
  readonly id: string;
  readonly label: string;
  readonly messageTemplates: ReadonlyArray<{
    readonly content: string;
    readonly id: string;
    readonly label: string;
  }>;
  readonly " $fragmentType": "TemplatesSetting_topic";
};
export type TemplatesSetting_topic$key = {
  readonly " $data"?: TemplatesSetting_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"TemplatesSetting_topic">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
  "name": "TemplatesSetting_topic",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "MessageTemplate",
      "kind": "LinkedField",
      "name": "messageTemplates",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "content",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};
})();

(node as any).hash = "81f79eeebc78f5f3863013c323ddd7ad";

export default node;
