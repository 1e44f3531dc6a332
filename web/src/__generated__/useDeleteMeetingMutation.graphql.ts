/**
 * @generated SignedSource<<c5ca4ff460546349e8ca16a07042d086>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useDeleteMeetingMutation$variables = {
  meetingId: string;
};
export type useDeleteMeetingMutation$data = {
  readonly deleteMeeting: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MeetingDeleted";
    readonly deletedMeetingId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useDeleteMeetingMutation = {
  response: useDeleteMeetingMutation$data;
  variables: useDeleteMeetingMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meetingId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "meetingId",
        "variableName": "meetingId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteMeeting",
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
            "name": "deletedMeetingId",
            "storageKey": null
          }
        ],
        "type": "MeetingDeleted",
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
    "name": "useDeleteMeetingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteMeetingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5424627c7b41897bb667ef0491a13852",
    "id": null,
    "metadata": {},
    "name": "useDeleteMeetingMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteMeetingMutation(\n  $meetingId: ID!\n) {\n  deleteMeeting(meetingId: $meetingId) {\n    __typename\n    ... on MeetingDeleted {\n      deletedMeetingId\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8088121fd5c789ce6b0a8f3702538570";

export default node;
