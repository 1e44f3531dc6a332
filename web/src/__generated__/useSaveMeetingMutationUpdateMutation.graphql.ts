/**
 * @generated SignedSource<<489e56236bdabe42651813dc946483e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type VideoCallMode = "EXTERNAL" | "INTERNAL" | "NO_VIDEO" | "%future added value";
export type MeetingInput = {
  externalVideoLink?: string | null | undefined;
  label?: string | null | undefined;
  scheduledAt?: string | null | undefined;
  topicId?: string | null | undefined;
  videoCallMode?: VideoCallMode | null | undefined;
};
export type useSaveMeetingMutationUpdateMutation$variables = {
  meeting: MeetingInput;
  meetingId: string;
};
export type useSaveMeetingMutationUpdateMutation$data = {
  readonly updateMeeting: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MeetingSaved";
    readonly meeting: {
      readonly externalVideoLink: string | null | undefined;
      readonly id: string;
      readonly label: string | null | undefined;
      readonly scheduledAt: string;
      readonly topic: {
        readonly id: string;
        readonly label: string;
      };
      readonly videoCallMode: VideoCallMode;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSaveMeetingMutationUpdateMutation = {
  response: useSaveMeetingMutationUpdateMutation$data;
  variables: useSaveMeetingMutationUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "meeting"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "meetingId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "meeting",
        "variableName": "meeting"
      },
      {
        "kind": "Variable",
        "name": "meetingId",
        "variableName": "meetingId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateMeeting",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scheduledAt",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "videoCallMode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "externalVideoLink",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Topic",
                "kind": "LinkedField",
                "name": "topic",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveMeetingMutationUpdateMutation",
    "selections": (v4/*:: as any*/),
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
    "name": "useSaveMeetingMutationUpdateMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "b43754d2213a83546fe40ca590726f28",
    "id": null,
    "metadata": {},
    "name": "useSaveMeetingMutationUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveMeetingMutationUpdateMutation(\n  $meetingId: ID!\n  $meeting: MeetingInput!\n) {\n  updateMeeting(meetingId: $meetingId, meeting: $meeting) {\n    __typename\n    ... on MeetingSaved {\n      meeting {\n        id\n        scheduledAt\n        label\n        videoCallMode\n        externalVideoLink\n        topic {\n          id\n          label\n        }\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9d28447026f61156f8de1bfefd117a33";

export default node;
