/**
 * @generated SignedSource<<3afb2941ddabf52942b253c64a4e66bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PlanningPeriodInput = {
  allTopics?: boolean | null | undefined;
  always?: boolean | null | undefined;
  end?: string | null | undefined;
  membershipId?: string | null | undefined;
  start?: string | null | undefined;
  topicIds?: ReadonlyArray<number> | null | undefined;
};
export type useCreatePlanningEventMutation$variables = {
  groupId: string;
  period: PlanningPeriodInput;
};
export type useCreatePlanningEventMutation$data = {
  readonly createPlanningEvent: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "PlanningEventSaved";
    readonly event: {
      readonly id: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useCreatePlanningEventMutation = {
  response: useCreatePlanningEventMutation$data;
  variables: useCreatePlanningEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "groupId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "period"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "groupId",
        "variableName": "groupId"
      },
      {
        "kind": "Variable",
        "name": "period",
        "variableName": "period"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createPlanningEvent",
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
            "name": "event",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PlanningEventSaved",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreatePlanningEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreatePlanningEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "99d38275f0d10a0ef5b2ac3093e83fcb",
    "id": null,
    "metadata": {},
    "name": "useCreatePlanningEventMutation",
    "operationKind": "mutation",
    "text": "mutation useCreatePlanningEventMutation(\n  $groupId: ID!\n  $period: PlanningPeriodInput!\n) {\n  createPlanningEvent(groupId: $groupId, period: $period) {\n    __typename\n    ... on PlanningEventSaved {\n      event {\n        id\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "37c8ea1efd557fde44ae16bba4da26f7";

export default node;
