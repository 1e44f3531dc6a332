/**
 * @generated SignedSource<<d97fc8c19121b252dff33186107e396b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AwayNoticeKind = "REQUESTS_DELAYED" | "REQUESTS_DISABLED" | "USER_AWAY" | "%future added value";
export type RecipientContextReason = "APPLICATION_PENDING" | "AWAY" | "COUNTRY" | "INVITATION_PENDING" | "NOT_AN_EXPERT" | "NOT_A_REQUESTER" | "NOT_MEMBER" | "NOT_RECIPIENT_GROUP" | "NO_ACCOUNT" | "NO_INDIVIDUAL_REQUESTS" | "PROFESSIONAL_PREVENTED" | "PROFESSIONAL_REQUIRED" | "RECIPIENT_NOT_VALIDATED" | "SELF" | "SENDER_INDIVIDUAL_DISABLED" | "SPECIALTY" | "%future added value";
export type RecipientContextStatus = "AVAILABLE" | "DRAFTABLE" | "UNACCEPTED" | "UNAVAILABLE" | "UNREGISTERED" | "%future added value";
export type RecipientContextsQuery$variables = {
  groupId?: number | null | undefined;
  professionalId?: number | null | undefined;
};
export type RecipientContextsQuery$data = {
  readonly recipientContexts: ReadonlyArray<{
    readonly key: string;
    readonly reason: RecipientContextReason | null | undefined;
    readonly recipientGroup: {
      readonly name: string;
    } | null | undefined;
    readonly recipientProfessional: {
      readonly currentAway: {
        readonly kind: AwayNoticeKind;
        readonly lastDay: string | null | undefined;
      } | null | undefined;
      readonly firstName: string;
      readonly lastName: string;
    } | null | undefined;
    readonly recipientTopic: {
      readonly currentAway: {
        readonly kind: AwayNoticeKind;
        readonly lastDay: string | null | undefined;
      } | null | undefined;
      readonly label: string;
    } | null | undefined;
    readonly recipientTopicId: number | null | undefined;
    readonly status: RecipientContextStatus;
    readonly " $fragmentSpreads": FragmentRefs<"RecipientContextDetails_context">;
  }>;
};
export type RecipientContextsQuery = {
  response: RecipientContextsQuery$data;
  variables: RecipientContextsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "professionalId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "groupId",
    "variableName": "groupId"
  },
  {
    "kind": "Variable",
    "name": "professionalId",
    "variableName": "professionalId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recipientTopicId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastDay",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "CurrentAway",
  "kind": "LinkedField",
  "name": "currentAway",
  "plural": false,
  "selections": [
    (v9/*:: as any*/),
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "CurrentAway",
  "kind": "LinkedField",
  "name": "currentAway",
  "plural": false,
  "selections": [
    (v9/*:: as any*/),
    (v10/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecipientContextsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RecipientContext",
        "kind": "LinkedField",
        "name": "recipientContexts",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Professional",
            "kind": "LinkedField",
            "name": "recipientProfessional",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Group",
            "kind": "LinkedField",
            "name": "recipientGroup",
            "plural": false,
            "selections": [
              (v12/*:: as any*/)
            ],
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
              (v13/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecipientContextDetails_context"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RecipientContextsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RecipientContext",
        "kind": "LinkedField",
        "name": "recipientContexts",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Professional",
            "kind": "LinkedField",
            "name": "recipientProfessional",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Group",
            "kind": "LinkedField",
            "name": "recipientGroup",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/)
            ],
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
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "instructions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "acceptsAllSpecialties",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recipientProfessionalMode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Professional",
                "kind": "LinkedField",
                "name": "experts",
                "plural": true,
                "selections": [
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Specialty",
                    "kind": "LinkedField",
                    "name": "specialty",
                    "plural": false,
                    "selections": [
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipientType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipientProfessionalId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipientGroupId",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "13e97094e879ebc9a65a4513a5d955ec",
    "id": null,
    "metadata": {},
    "name": "RecipientContextsQuery",
    "operationKind": "query",
    "text": "query RecipientContextsQuery(\n  $professionalId: Int\n  $groupId: Int\n) {\n  recipientContexts(professionalId: $professionalId, groupId: $groupId) {\n    key\n    status\n    reason\n    recipientTopicId\n    recipientProfessional {\n      firstName\n      lastName\n      currentAway {\n        kind\n        lastDay\n      }\n      id\n    }\n    recipientGroup {\n      name\n      id\n    }\n    recipientTopic {\n      label\n      currentAway {\n        kind\n        lastDay\n      }\n      id\n    }\n    ...RecipientContextDetails_context\n  }\n}\n\nfragment AwayNotice_topic on Topic {\n  currentAway {\n    kind\n    lastDay\n    message\n  }\n}\n\nfragment ExpertChoice_topic on Topic {\n  experts {\n    id\n    databaseId\n    firstName\n    lastName\n    specialty {\n      label\n    }\n  }\n}\n\nfragment RecipientContextDetails_context on RecipientContext {\n  status\n  reason\n  recipientType\n  recipientProfessionalId\n  recipientGroupId\n  recipientTopicId\n  recipientGroup {\n    databaseId\n    name\n    id\n  }\n  recipientProfessional {\n    currentAway {\n      kind\n      lastDay\n      message\n    }\n    id\n  }\n  recipientTopic {\n    description\n    instructions\n    acceptsAllSpecialties\n    recipientProfessionalMode\n    ...AwayNotice_topic\n    ...ExpertChoice_topic\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "1786e63d30be173a78e5129c3767e5c8";

export default node;
