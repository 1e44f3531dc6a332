/**
 * @generated SignedSource<<783f7083e43b5e0d99f1af64a2f56619>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useSetTopicAcceptedProfessionsMutation$variables = {
  acceptsAll: boolean;
  codes?: ReadonlyArray<string> | null | undefined;
  topicId: string;
};
export type useSetTopicAcceptedProfessionsMutation$data = {
  readonly setTopicAcceptedProfessions: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "TopicSaved";
    readonly topic: {
      readonly acceptedSpecialtyCodes: ReadonlyArray<string>;
      readonly acceptsAllSpecialties: boolean;
      readonly id: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSetTopicAcceptedProfessionsMutation = {
  response: useSetTopicAcceptedProfessionsMutation$data;
  variables: useSetTopicAcceptedProfessionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "acceptsAll"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "codes"
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
        "name": "acceptsAll",
        "variableName": "acceptsAll"
      },
      {
        "kind": "Variable",
        "name": "codes",
        "variableName": "codes"
      },
      {
        "kind": "Variable",
        "name": "topicId",
        "variableName": "topicId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setTopicAcceptedProfessions",
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
                "name": "acceptsAllSpecialties",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "acceptedSpecialtyCodes",
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
    "name": "useSetTopicAcceptedProfessionsMutation",
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
    "name": "useSetTopicAcceptedProfessionsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "9dc22a846ee076a341b3bc573eba3544",
    "id": null,
    "metadata": {},
    "name": "useSetTopicAcceptedProfessionsMutation",
    "operationKind": "mutation",
    "text": "mutation useSetTopicAcceptedProfessionsMutation(\n  $topicId: ID!\n  $acceptsAll: Boolean!\n  $codes: [String!]\n) {\n  setTopicAcceptedProfessions(topicId: $topicId, acceptsAll: $acceptsAll, codes: $codes) {\n    __typename\n    ... on TopicSaved {\n      topic {\n        id\n        acceptsAllSpecialties\n        acceptedSpecialtyCodes\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "206bd9cc11fe8251da4e9ed7fc5f4fe7";

export default node;
