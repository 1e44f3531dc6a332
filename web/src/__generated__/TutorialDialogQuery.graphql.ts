/**
 * @generated SignedSource<<e1714780a401d1cfc38e173cff8e8351>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TutorialSlide = "BILLING" | "DISCOVER" | "GIVE_ADVICE" | "INDIVIDUAL_REQUESTS" | "REQUEST" | "SETTINGS" | "WELCOME" | "%future added value";
export type TutorialDialogQuery$variables = Record<PropertyKey, never>;
export type TutorialDialogQuery$data = {
  readonly tutorial: {
    readonly seen: boolean;
    readonly slides: ReadonlyArray<TutorialSlide>;
    readonly " $fragmentSpreads": FragmentRefs<"TutorialSlideView_tutorial">;
  };
};
export type TutorialDialogQuery = {
  response: TutorialDialogQuery$data;
  variables: TutorialDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slides",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seen",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TutorialDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Tutorial",
        "kind": "LinkedField",
        "name": "tutorial",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TutorialSlideView_tutorial"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TutorialDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Tutorial",
        "kind": "LinkedField",
        "name": "tutorial",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "regional",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "requesterFeeCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expertFeeCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TutorialExample",
            "kind": "LinkedField",
            "name": "example",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "question",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expertName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expertSpecialty",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answer",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "68061b1b000d2f2d49e029f68c5a762c",
    "id": null,
    "metadata": {},
    "name": "TutorialDialogQuery",
    "operationKind": "query",
    "text": "query TutorialDialogQuery {\n  tutorial {\n    slides\n    seen\n    ...TutorialSlideView_tutorial\n  }\n}\n\nfragment TutorialSlideView_tutorial on Tutorial {\n  regional\n  requesterFeeCents\n  expertFeeCents\n  example {\n    question\n    expertName\n    expertSpecialty\n    answer\n  }\n}\n"
  }
};
})();

(node as any).hash = "82a10cea1aefa5e06cd2eda19ce3288f";

export default node;
