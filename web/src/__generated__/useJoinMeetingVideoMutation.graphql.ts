/**
 * @generated SignedSource<<0ff4c502825a70d740b8a47ab44c3dc4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useJoinMeetingVideoMutation$variables = {
  meetingId: string;
};
export type useJoinMeetingVideoMutation$data = {
  readonly joinMeetingVideo: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MeetingVideoJoin";
    readonly redirectUrl: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useJoinMeetingVideoMutation = {
  response: useJoinMeetingVideoMutation$data;
  variables: useJoinMeetingVideoMutation$variables;
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
    "name": "joinMeetingVideo",
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
            "name": "redirectUrl",
            "storageKey": null
          }
        ],
        "type": "MeetingVideoJoin",
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
    "name": "useJoinMeetingVideoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useJoinMeetingVideoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e950bc98fee700b604e27a51a5588ea5",
    "id": null,
    "metadata": {},
    "name": "useJoinMeetingVideoMutation",
    "operationKind": "mutation",
    "text": "mutation useJoinMeetingVideoMutation(\n  $meetingId: ID!\n) {\n  joinMeetingVideo(meetingId: $meetingId) {\n    __typename\n    ... on MeetingVideoJoin {\n      redirectUrl\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c637c076fa83be9610bf6b93d2d34731";

export default node;
