/**
 * @generated SignedSource<<1ae10753f5e6e88e0d41dc647c305a26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PlanningTabEventsQuery$variables = {
  from: string;
  groupId: string;
  to: string;
};
export type PlanningTabEventsQuery$data = {
  readonly planning: {
    readonly __typename: "DomainError";
    readonly code: string;
  } | {
    readonly __typename: "PlanningWindow";
    readonly events: ReadonlyArray<{
      readonly allTopics: boolean;
      readonly always: boolean;
      readonly end: string | null | undefined;
      readonly expertName: string;
      readonly id: string;
      readonly membershipId: string;
      readonly start: string | null | undefined;
      readonly topicIds: ReadonlyArray<number>;
      readonly viewerCanEdit: boolean;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type PlanningTabEventsQuery = {
  response: PlanningTabEventsQuery$data;
  variables: PlanningTabEventsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "from",
        "variableName": "from"
      },
      {
        "kind": "Variable",
        "name": "groupId",
        "variableName": "groupId"
      },
      {
        "kind": "Variable",
        "name": "to",
        "variableName": "to"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "planning",
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
            "concreteType": "PlanningEvent",
            "kind": "LinkedField",
            "name": "events",
            "plural": true,
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
                "name": "start",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "end",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "always",
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
                "name": "membershipId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allTopics",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "topicIds",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanEdit",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PlanningWindow",
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
    "name": "PlanningTabEventsQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PlanningTabEventsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "67f78e5ddd401399dac79e52c425d1ed",
    "id": null,
    "metadata": {},
    "name": "PlanningTabEventsQuery",
    "operationKind": "query",
    "text": "query PlanningTabEventsQuery(\n  $groupId: ID!\n  $from: DateTime!\n  $to: DateTime!\n) {\n  planning(groupId: $groupId, from: $from, to: $to) {\n    __typename\n    ... on PlanningWindow {\n      events {\n        id\n        start\n        end\n        always\n        expertName\n        membershipId\n        allTopics\n        topicIds\n        viewerCanEdit\n      }\n    }\n    ... on DomainError {\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ebd5d0aae15dc36c8a81c5fad2efb26d";

export default node;
