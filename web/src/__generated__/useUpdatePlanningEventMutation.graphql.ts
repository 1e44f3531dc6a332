/**
 * @generated SignedSource<<7a5a6ed8780018127f5946d4454d12a6>>
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
export type useUpdatePlanningEventMutation$variables = {
  eventId: string;
  period: PlanningPeriodInput;
};
export type useUpdatePlanningEventMutation$data = {
  readonly updatePlanningEvent: {
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
export type useUpdatePlanningEventMutation = {
  response: useUpdatePlanningEventMutation$data;
  variables: useUpdatePlanningEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "eventId"
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
        "name": "eventId",
        "variableName": "eventId"
      },
      {
        "kind": "Variable",
        "name": "period",
        "variableName": "period"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updatePlanningEvent",
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
    "name": "useUpdatePlanningEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdatePlanningEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "440199a24757a97919a82ef8580ca5d9",
    "id": null,
    "metadata": {},
    "name": "useUpdatePlanningEventMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdatePlanningEventMutation(\n  $eventId: ID!\n  $period: PlanningPeriodInput!\n) {\n  updatePlanningEvent(eventId: $eventId, period: $period) {\n    __typename\n    ... on PlanningEventSaved {\n      event {\n        id\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c63d009ceed6eb0b9582152d3104a19";

export default node;
