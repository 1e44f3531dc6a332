/**
 * @generated SignedSource<<6e250950ecc9ca489d839206c6bde00d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TopicType = "MEETING" | "TE" | "%future added value";
export type VideoCallMode = "EXTERNAL" | "INTERNAL" | "NO_VIDEO" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RequestMeetingSection_request$data = {
  readonly canEditMeeting: boolean;
  readonly consultMeeting: {
    readonly id: string;
    readonly label: string | null | undefined;
    readonly scheduledAt: string;
    readonly videoCallMode: VideoCallMode;
  } | null | undefined;
  readonly id: string;
  readonly recipientTopic: {
    readonly type: TopicType;
  } | null | undefined;
  readonly registrableMeetings: ReadonlyArray<{
    readonly id: string;
    readonly label: string | null | undefined;
    readonly scheduledAt: string;
    readonly videoCallMode: VideoCallMode;
  }>;
  readonly " $fragmentType": "RequestMeetingSection_request";
};
export type RequestMeetingSection_request$key = {
  readonly " $data"?: RequestMeetingSection_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequestMeetingSection_request">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "scheduledAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "videoCallMode",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequestMeetingSection_request",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canEditMeeting",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "recipientTopic",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Meeting",
      "kind": "LinkedField",
      "name": "consultMeeting",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MeetingChoice",
      "kind": "LinkedField",
      "name": "registrableMeetings",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Request",
  "abstractKey": null
};
})();

(node as any).hash = "fb70d4d162b8f34e0d4268d3e95938a8";

export default node;
