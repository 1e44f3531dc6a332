/**
 * @generated SignedSource<<3690800909f544852d0c0fadafa75d8a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useRevokeCalendarFeedMutation$variables = Record<PropertyKey, never>;
export type useRevokeCalendarFeedMutation$data = {
  readonly revokeCalendarFeed: {
    readonly __typename: "CalendarFeedRevoked";
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"CalendarFeedSection_user">;
    };
  } | {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useRevokeCalendarFeedMutation = {
  response: useRevokeCalendarFeedMutation$data;
  variables: useRevokeCalendarFeedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRevokeCalendarFeedMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "revokeCalendarFeed",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CalendarFeedSection_user"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CalendarFeedRevoked",
            "abstractKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRevokeCalendarFeedMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "revokeCalendarFeed",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CalendarFeed",
                    "kind": "LinkedField",
                    "name": "calendarFeed",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastUsedAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
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
            "type": "CalendarFeedRevoked",
            "abstractKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3571a58b2cce956f189f6f941058b976",
    "id": null,
    "metadata": {},
    "name": "useRevokeCalendarFeedMutation",
    "operationKind": "mutation",
    "text": "mutation useRevokeCalendarFeedMutation {\n  revokeCalendarFeed {\n    __typename\n    ... on CalendarFeedRevoked {\n      user {\n        ...CalendarFeedSection_user\n        id\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n\nfragment CalendarFeedSection_user on User {\n  calendarFeed {\n    createdAt\n    lastUsedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "0d03b8efecbd149a7fd21b640bcd4f32";

export default node;
