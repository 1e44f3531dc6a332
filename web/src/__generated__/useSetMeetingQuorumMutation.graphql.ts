/**
 * @generated SignedSource<<45b6cfa58db5a581b3f585778fb597eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useSetMeetingQuorumMutation$variables = {
  meetingId: string;
  professionalIds: ReadonlyArray<string>;
};
export type useSetMeetingQuorumMutation$data = {
  readonly setMeetingQuorum: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MeetingSaved";
    readonly meeting: {
      readonly id: string;
      readonly professionals: ReadonlyArray<{
        readonly firstName: string;
        readonly id: string;
        readonly lastName: string;
      }>;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSetMeetingQuorumMutation = {
  response: useSetMeetingQuorumMutation$data;
  variables: useSetMeetingQuorumMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meetingId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "professionalIds"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "meetingId",
        "variableName": "meetingId"
      },
      {
        "kind": "Variable",
        "name": "professionalIds",
        "variableName": "professionalIds"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setMeetingQuorum",
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
            "concreteType": "Meeting",
            "kind": "LinkedField",
            "name": "meeting",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Professional",
                "kind": "LinkedField",
                "name": "professionals",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MeetingSaved",
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
    "name": "useSetMeetingQuorumMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetMeetingQuorumMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "33d0f6778c55ec1986b34e6a50b4b0e6",
    "id": null,
    "metadata": {},
    "name": "useSetMeetingQuorumMutation",
    "operationKind": "mutation",
    "text": "mutation useSetMeetingQuorumMutation(\n  $meetingId: ID!\n  $professionalIds: [ID!]!\n) {\n  setMeetingQuorum(meetingId: $meetingId, professionalIds: $professionalIds) {\n    __typename\n    ... on MeetingSaved {\n      meeting {\n        id\n        professionals {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e6756eae647f27c97c5c5c0c35a95954";

export default node;
