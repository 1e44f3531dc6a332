/**
 * @generated SignedSource<<8dc1b6a96aff30c5d04f324ef3ea238b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type GroupRequestStatus = "ALL" | "COMPLETED" | "ONGOING" | "PENDING" | "%future added value";
export type VideoCallMode = "EXTERNAL" | "INTERNAL" | "NO_VIDEO" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type GroupRequestsTab_group$data = {
  readonly id: string;
  readonly pastMeetings: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly label: string | null | undefined;
        readonly scheduledAt: string;
        readonly videoCallMode: VideoCallMode;
      };
    }>;
  };
  readonly requestSubTabs: ReadonlyArray<GroupRequestStatus>;
  readonly tags: ReadonlyArray<{
    readonly databaseId: number;
    readonly label: string;
  }>;
  readonly upcomingMeetings: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly label: string | null | undefined;
        readonly scheduledAt: string;
        readonly videoCallMode: VideoCallMode;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"OnDutyNow_group">;
  readonly " $fragmentType": "GroupRequestsTab_group";
};
export type GroupRequestsTab_group$key = {
  readonly " $data"?: GroupRequestsTab_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupRequestsTab_group">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v2 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "GroupMeetingsEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Meeting",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scheduledAt",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "videoCallMode",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupRequestsTab_group",
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
      "name": "requestSubTabs",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OnDutyNow_group"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GroupTag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": "upcomingMeetings",
      "args": [
        {
          "kind": "Literal",
          "name": "feed",
          "value": "UPCOMING"
        },
        (v2/*:: as any*/)
      ],
      "concreteType": "GroupMeetingsConnection",
      "kind": "LinkedField",
      "name": "meetings",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": "meetings(feed:\"UPCOMING\",first:20)"
    },
    {
      "alias": "pastMeetings",
      "args": [
        {
          "kind": "Literal",
          "name": "feed",
          "value": "PAST"
        },
        (v2/*:: as any*/)
      ],
      "concreteType": "GroupMeetingsConnection",
      "kind": "LinkedField",
      "name": "meetings",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": "meetings(feed:\"PAST\",first:20)"
    }
  ],
  "type": "Group",
  "abstractKey": null
};
})();

(node as any).hash = "5c22a9e047b23e9ce384cad43664f8a4";

export default node;
