/**
 * @generated SignedSource<<5f079bc0e71ca933b8131e11359b9bde>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MembershipStatus = "APPLYING" | "INVITED" | "ONGOING" | "%future added value";
export type InviteMemberInput = {
  allTopics?: boolean | null | undefined;
  canAdmin?: boolean | null | undefined;
  canAsk?: boolean | null | undefined;
  canIntegrateAct?: boolean | null | undefined;
  canIntegrateReport?: boolean | null | undefined;
  canReply?: boolean | null | undefined;
  canSendFromGroup?: boolean | null | undefined;
  canShadow?: boolean | null | undefined;
  canSupport?: boolean | null | undefined;
  contact?: string | null | undefined;
  groupId: string;
  professionalId: string;
  title?: string | null | undefined;
  topicIds?: ReadonlyArray<string> | null | undefined;
};
export type useInviteMemberMutation$variables = {
  input: InviteMemberInput;
};
export type useInviteMemberMutation$data = {
  readonly inviteMember: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MembershipChanged";
    readonly group: {
      readonly id: string;
      readonly membershipStatus: MembershipStatus | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"MembershipActions_group">;
    };
    readonly membership: {
      readonly id: string;
      readonly needsWelcome: boolean;
      readonly status: MembershipStatus;
    } | null | undefined;
    readonly status: MembershipStatus | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useInviteMemberMutation = {
  response: useInviteMemberMutation$data;
  variables: useInviteMemberMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "needsWelcome",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Membership",
  "kind": "LinkedField",
  "name": "membership",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    (v3/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "membershipStatus",
  "storageKey": null
},
v8 = {
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useInviteMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "inviteMember",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Group",
                "kind": "LinkedField",
                "name": "group",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MembershipActions_group"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MembershipChanged",
            "abstractKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useInviteMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "inviteMember",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Group",
                "kind": "LinkedField",
                "name": "group",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Membership",
                    "kind": "LinkedField",
                    "name": "viewerMembership",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v3/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "welcomeRole",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isLastAdmin",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MembershipChanged",
            "abstractKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "773a14ffc850c70b1e2770a98f492ea4",
    "id": null,
    "metadata": {},
    "name": "useInviteMemberMutation",
    "operationKind": "mutation",
    "text": "mutation useInviteMemberMutation(\n  $input: InviteMemberInput!\n) {\n  inviteMember(input: $input) {\n    __typename\n    ... on MembershipChanged {\n      status\n      membership {\n        id\n        status\n        needsWelcome\n      }\n      group {\n        id\n        membershipStatus\n        ...MembershipActions_group\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n\nfragment MembershipActions_group on Group {\n  id\n  databaseId\n  name\n  viewerMembership {\n    id\n    status\n    needsWelcome\n    welcomeRole\n    isLastAdmin\n  }\n}\n"
  }
};
})();

(node as any).hash = "4d6443e61634ff868af3337404ae1b13";

export default node;
