/**
 * @generated SignedSource<<4be11dff88b850e245b412b78c428259>>
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
export type useSaveMeetingMutationCreateMutation$variables = {
  meeting: MeetingInput;
};
export type useSaveMeetingMutationCreateMutation$data = {
  readonly createMeeting: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MeetingSaved";
    readonly meeting: {
      readonly id: string;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSaveMeetingMutationCreateMutation = {
  response: useSaveMeetingMutationCreateMutation$data;
  variables: useSaveMeetingMutationCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "meeting"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "meeting",
        "variableName": "meeting"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createMeeting",
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
    "name": "useSaveMeetingMutationCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveMeetingMutationCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6447225e9149631685bba51d013ab4c6",
    "id": null,
    "metadata": {},
    "name": "useSaveMeetingMutationCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveMeetingMutationCreateMutation(\n  $meeting: MeetingInput!\n) {\n  createMeeting(meeting: $meeting) {\n    __typename\n    ... on MeetingSaved {\n      meeting {\n        id\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "95f4957dd51239fdb66d32b1e8c353ab";

export default node;
