/**
 * @generated SignedSource<<68782b0df2457eae4ea0454efe4da2f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AwayInput = {
  active: boolean;
  blocking?: boolean | null | undefined;
  lastDay?: string | null | undefined;
  message?: string | null | undefined;
  since?: string | null | undefined;
};
export type useSetTopicAwayMutation$variables = {
  away: AwayInput;
  topicId: string;
};
export type useSetTopicAwayMutation$data = {
  readonly setTopicAway: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "TopicSaved";
    readonly topic: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AwayNotice_topic" | "AwaySetting_topic">;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSetTopicAwayMutation = {
  response: useSetTopicAwayMutation$data;
  variables: useSetTopicAwayMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "away"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "topicId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "away",
    "variableName": "away"
  },
  {
    "kind": "Variable",
    "name": "topicId",
    "variableName": "topicId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
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
    (v5/*:: as any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetTopicAwayMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setTopicAway",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Topic",
                "kind": "LinkedField",
                "name": "topic",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AwaySetting_topic"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AwayNotice_topic"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "TopicSaved",
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSetTopicAwayMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setTopicAway",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Topic",
                "kind": "LinkedField",
                "name": "topic",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
                    "name": "awayMessageActive",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "awayBlocking",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "awaySince",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "awayLastDay",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "awayMessage",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CurrentAway",
                    "kind": "LinkedField",
                    "name": "currentAway",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "kind",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastDay",
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "TopicSaved",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c1fff139d9ba7317f2be0dbee293d40b",
    "id": null,
    "metadata": {},
    "name": "useSetTopicAwayMutation",
    "operationKind": "mutation",
    "text": "mutation useSetTopicAwayMutation(\n  $topicId: ID!\n  $away: AwayInput!\n) {\n  setTopicAway(topicId: $topicId, away: $away) {\n    __typename\n    ... on TopicSaved {\n      topic {\n        id\n        ...AwaySetting_topic\n        ...AwayNotice_topic\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n\nfragment AwayNotice_topic on Topic {\n  currentAway {\n    kind\n    lastDay\n    message\n  }\n}\n\nfragment AwaySetting_topic on Topic {\n  id\n  label\n  awayMessageActive\n  awayBlocking\n  awaySince\n  awayLastDay\n  awayMessage\n}\n"
  }
};
})();

(node as any).hash = "bb67e0e26b93f8d1b75398ca312dba26";

export default node;
