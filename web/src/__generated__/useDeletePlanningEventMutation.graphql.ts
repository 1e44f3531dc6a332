/**
 * @generated SignedSource<<0089bbb7e349187365b4a72e9d8242a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useDeletePlanningEventMutation$variables = {
  eventId: string;
};
export type useDeletePlanningEventMutation$data = {
  readonly deletePlanningEvent: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "PlanningEventDeleted";
    readonly deletedEventId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useDeletePlanningEventMutation = {
  response: useDeletePlanningEventMutation$data;
  variables: useDeletePlanningEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "eventId"
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
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deletePlanningEvent",
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
            "kind": "ScalarField",
            "name": "deletedEventId",
            "storageKey": null
          }
        ],
        "type": "PlanningEventDeleted",
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
    "name": "useDeletePlanningEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeletePlanningEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "de871824a47650de7f3419c53646f834",
    "id": null,
    "metadata": {},
    "name": "useDeletePlanningEventMutation",
    "operationKind": "mutation",
    "text": "mutation useDeletePlanningEventMutation(\n  $eventId: ID!\n) {\n  deletePlanningEvent(eventId: $eventId) {\n    __typename\n    ... on PlanningEventDeleted {\n      deletedEventId\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e0f6d5fe7a9a2836b85128c78b3747d";

export default node;
