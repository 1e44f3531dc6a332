/**
 * @generated SignedSource<<91d2eb9a8b7d93b4e7ddec99fc98148e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useSetTopicInstructionsMutation$variables = {
  active: boolean;
  instructions?: string | null | undefined;
  topicId: string;
};
export type useSetTopicInstructionsMutation$data = {
  readonly setTopicInstructions: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "TopicSaved";
    readonly topic: {
      readonly id: string;
      readonly instructions: string | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSetTopicInstructionsMutation = {
  response: useSetTopicInstructionsMutation$data;
  variables: useSetTopicInstructionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "active"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "instructions"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "topicId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "active",
        "variableName": "active"
      },
      {
        "kind": "Variable",
        "name": "instructions",
        "variableName": "instructions"
      },
      {
        "kind": "Variable",
        "name": "topicId",
        "variableName": "topicId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setTopicInstructions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
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
                "name": "instructions",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "TopicSaved",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetTopicInstructionsMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSetTopicInstructionsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "676e058265cdf4f382cd3695631b55ce",
    "id": null,
    "metadata": {},
    "name": "useSetTopicInstructionsMutation",
    "operationKind": "mutation",
    "text": "mutation useSetTopicInstructionsMutation(\n  $topicId: ID!\n  $active: Boolean!\n  $instructions: String\n) {\n  setTopicInstructions(topicId: $topicId, active: $active, instructions: $instructions) {\n    __typename\n    ... on TopicSaved {\n      topic {\n        id\n        instructions\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cb1d31fa83d081ddc502be32fe3195df";

export default node;
