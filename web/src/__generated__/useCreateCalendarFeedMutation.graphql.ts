/**
 * @generated SignedSource<<12a27252a2c79c99034b2ec8c8d8ce7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useCreateCalendarFeedMutation$variables = Record<PropertyKey, never>;
export type useCreateCalendarFeedMutation$data = {
  readonly createCalendarFeed: {
    readonly __typename: "CalendarFeedCreated";
    readonly url: string;
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
export type useCreateCalendarFeedMutation = {
  response: useCreateCalendarFeedMutation$data;
  variables: useCreateCalendarFeedMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v2 = {
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
    "name": "useCreateCalendarFeedMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createCalendarFeed",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
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
            "type": "CalendarFeedCreated",
            "abstractKey": null
          },
          (v2/*:: as any*/)
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
    "name": "useCreateCalendarFeedMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createCalendarFeed",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
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
            "type": "CalendarFeedCreated",
            "abstractKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5ac35bbdef5ae815857edc5ea24e938c",
    "id": null,
    "metadata": {},
    "name": "useCreateCalendarFeedMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateCalendarFeedMutation {\n  createCalendarFeed {\n    __typename\n    ... on CalendarFeedCreated {\n      url\n      user {\n        ...CalendarFeedSection_user\n        id\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n\nfragment CalendarFeedSection_user on User {\n  calendarFeed {\n    createdAt\n    lastUsedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "f3997cf54562f790fc92c3db42312915";

export default node;
