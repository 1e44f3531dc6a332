/**
 * @generated SignedSource<<36afa1068f10199c17004bdf24830e75>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ParticipationSide = "RECIPIENT" | "SENDER" | "%future added value";
export type RequestDetailPageQuery$variables = {
  id: string;
};
export type RequestDetailPageQuery$data = {
  readonly node: {
    readonly request: {
      readonly " $fragmentSpreads": FragmentRefs<"RequestDetail_request">;
    } | null | undefined;
    readonly selfSide?: ParticipationSide | null | undefined;
  } | null | undefined;
};
export type RequestDetailPageQuery = {
  response: RequestDetailPageQuery$data;
  variables: RequestDetailPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "selfSide",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    (v2/*:: as any*/)
  ],
  "type": "Request",
  "abstractKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v11 = [
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v5/*:: as any*/)
],
v12 = [
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
    "name": "amountCents",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "billable",
    "storageKey": null
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "consultStatus",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "profilePictureUrl",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "Professional",
  "kind": "LinkedField",
  "name": "recipientProfessional",
  "plural": false,
  "selections": [
    (v9/*:: as any*/),
    (v10/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Specialty",
      "kind": "LinkedField",
      "name": "specialty",
      "plural": false,
      "selections": [
        (v8/*:: as any*/)
      ],
      "storageKey": null
    },
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "Group",
  "kind": "LinkedField",
  "name": "recipientGroup",
  "plural": false,
  "selections": [
    (v20/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v22 = [
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "scheduledAt",
    "storageKey": null
  },
  (v8/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "videoCallMode",
    "storageKey": null
  }
],
v23 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "File",
  "kind": "LinkedField",
  "name": "files",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
    (v20/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "size",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mediaKind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "embedsFiles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RequestDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "RequestDetail_request"
                }
              ],
              "type": "Request",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "request"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequestDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canEdit",
                "storageKey": null
              },
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "formText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "formSchema",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "formValue",
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
                  (v5/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "meetingAssignmentMode",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Consult",
                "kind": "LinkedField",
                "name": "consult",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "completedAt",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actCode",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "completedBy",
                    "plural": false,
                    "selections": (v11/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BillingAct",
                    "kind": "LinkedField",
                    "name": "expertAct",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BillingAct",
                    "kind": "LinkedField",
                    "name": "requesterAct",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Patient",
                "kind": "LinkedField",
                "name": "patient",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "birthName",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "birthDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gender",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "birthPlace",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nir",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "regime",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "caisse",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "centre",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gestion",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "niss",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kvnr",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "krankenkasse",
                    "storageKey": null
                  },
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "address",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canBill",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v18/*:: as any*/),
                  (v5/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactPhone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactEmail",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v19/*:: as any*/),
              (v21/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "OutsideReader",
                "kind": "LinkedField",
                "name": "outsideReaders",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "role",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastReadAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
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
                "concreteType": "Meeting",
                "kind": "LinkedField",
                "name": "consultMeeting",
                "plural": false,
                "selections": (v22/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MeetingChoice",
                "kind": "LinkedField",
                "name": "registrableMeetings",
                "plural": true,
                "selections": (v22/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canUseMessageTemplates",
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v23/*:: as any*/),
                "concreteType": "RequestMessagesConnection",
                "kind": "LinkedField",
                "name": "messages",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RequestMessagesConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Message",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          (v24/*:: as any*/),
                          (v6/*:: as any*/),
                          (v17/*:: as any*/),
                          (v25/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "author",
                            "plural": false,
                            "selections": [
                              (v5/*:: as any*/),
                              (v9/*:: as any*/),
                              (v10/*:: as any*/),
                              (v18/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "MessageRead",
                            "kind": "LinkedField",
                            "name": "readBy",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "readAt",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "User",
                                "kind": "LinkedField",
                                "name": "user",
                                "plural": false,
                                "selections": [
                                  (v5/*:: as any*/),
                                  (v9/*:: as any*/),
                                  (v10/*:: as any*/)
                                ],
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          (v4/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cursor",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PageInfo",
                    "kind": "LinkedField",
                    "name": "pageInfo",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endCursor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasNextPage",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "messages(first:100)"
              },
              {
                "alias": null,
                "args": (v23/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "MessageThread_messages",
                "kind": "LinkedHandle",
                "name": "messages"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxUploadSizeMb",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Message",
                "kind": "LinkedField",
                "name": "viewerDraftMessage",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v15/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "patientConsentAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastEditedByOtherAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "lastEditedBy",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "patientNeedsInsurance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "patientCountry",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requesterBills",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "YearlyActCap",
                "kind": "LinkedField",
                "name": "requesterYearlyCap",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cap",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reached",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "billingNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "eligibility",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "eligibilityRestricted",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "eligibilityChoices",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "authorProfessionCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "patientExtraFields",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishMissing",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "senderGroupId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "senderTopicId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 5
                  }
                ],
                "concreteType": "Request",
                "kind": "LinkedField",
                "name": "samePatientRequests",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v15/*:: as any*/),
                  (v2/*:: as any*/),
                  (v6/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v7/*:: as any*/),
                  (v19/*:: as any*/),
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Topic",
                    "kind": "LinkedField",
                    "name": "recipientTopic",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "samePatientRequests(first:5)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "filesZipUrl",
                "storageKey": null
              },
              (v25/*:: as any*/)
            ],
            "type": "Request",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cdbef6efc9ee837fa202d02219501e71",
    "id": null,
    "metadata": {},
    "name": "RequestDetailPageQuery",
    "operationKind": "query",
    "text": "query RequestDetailPageQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Request {\n      selfSide\n    }\n    ...RequestDetail_request\n    id\n  }\n}\n\nfragment AttachmentArea_request on Request {\n  databaseId\n  maxUploadSizeMb\n  filesZipUrl\n  files {\n    id\n    name\n    size\n    mediaKind\n    embedsFiles\n    url\n  }\n  id\n}\n\nfragment DraftEditor_request on Request {\n  id\n  databaseId\n  version\n  description\n  formSchema\n  formValue\n  patientConsentAt\n  lastEditedByOtherAt\n  lastEditedBy {\n    firstName\n    lastName\n    id\n  }\n  patientNeedsInsurance\n  patientCountry\n  requesterBills\n  requesterYearlyCap {\n    count\n    cap\n    reached\n  }\n  billingNumber\n  eligibility\n  eligibilityRestricted\n  eligibilityChoices\n  authorProfessionCode\n  patientExtraFields\n  publishMissing\n  recipientTopic {\n    label\n    type\n    meetingAssignmentMode\n    id\n  }\n  consultMeeting {\n    id\n  }\n  registrableMeetings {\n    id\n    scheduledAt\n    label\n    videoCallMode\n  }\n  recipientGroup {\n    name\n    id\n  }\n  recipientProfessional {\n    firstName\n    lastName\n    id\n  }\n  senderGroupId\n  senderTopicId\n  author {\n    phone\n    email\n    contactPhone\n    contactEmail\n    id\n  }\n  patient {\n    id\n    ...PatientSummary_patient\n    ...PatientModal_patient\n  }\n  ...SamePatientHistory_request\n  ...AttachmentArea_request\n}\n\nfragment MarkUnreadButton_request on Request {\n  id\n  status\n  selfSide\n}\n\nfragment MessageThread_request on Request {\n  id\n  status\n  canUseMessageTemplates\n  messages(first: 100) {\n    edges {\n      node {\n        id\n        content\n        status\n        publishedAt\n        files {\n          id\n          name\n          size\n          mediaKind\n          embedsFiles\n          url\n        }\n        author {\n          id\n          firstName\n          lastName\n          profilePictureUrl\n        }\n        readBy {\n          readAt\n          user {\n            id\n            firstName\n            lastName\n          }\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  maxUploadSizeMb\n  viewerDraftMessage {\n    id\n    databaseId\n    content\n    files {\n      id\n      name\n      size\n      mediaKind\n      embedsFiles\n      url\n    }\n  }\n}\n\nfragment OutsideReaders_request on Request {\n  outsideReaders {\n    firstName\n    lastName\n    role\n    lastReadAt\n  }\n}\n\nfragment PatientModal_patient on Patient {\n  id\n  firstName\n  lastName\n  birthName\n  birthDate\n  birthPlace\n  gender\n  nir\n  regime\n  caisse\n  centre\n  gestion\n  niss\n  kvnr\n  krankenkasse\n  phone\n  email\n  address\n}\n\nfragment PatientSummary_patient on Patient {\n  firstName\n  lastName\n  birthName\n  birthDate\n  birthPlace\n  gender\n}\n\nfragment RequestAside_request on Request {\n  id\n  databaseId\n  canBill\n  createdAt\n  publishedAt\n  patient {\n    firstName\n    lastName\n    birthName\n    birthDate\n    gender\n    id\n  }\n  author {\n    firstName\n    lastName\n    profilePictureUrl\n    id\n  }\n  recipientProfessional {\n    firstName\n    lastName\n    specialty {\n      label\n    }\n    id\n  }\n  recipientGroup {\n    name\n    id\n  }\n  recipientTopic {\n    label\n    id\n  }\n  selfSide\n  consult {\n    status\n    actCode\n    completedAt\n    completedBy {\n      firstName\n      lastName\n      id\n    }\n    expertAct {\n      code\n      amountCents\n      billable\n    }\n    requesterAct {\n      code\n      amountCents\n      billable\n    }\n  }\n  ...OutsideReaders_request\n  ...RequestMeetingSection_request\n}\n\nfragment RequestDetail_request on Request {\n  id\n  status\n  canEdit\n  description\n  formText\n  formSchema\n  formValue\n  recipientTopic {\n    id\n  }\n  consult {\n    completedAt\n  }\n  patient {\n    firstName\n    lastName\n    birthName\n    id\n  }\n  ...RequestHeader_request\n  ...RequestAside_request\n  ...MessageThread_request\n  ...MarkUnreadButton_request\n  ...DraftEditor_request\n  ...AttachmentArea_request\n}\n\nfragment RequestHeader_request on Request {\n  databaseId\n  status\n  consultStatus\n  updatedAt\n  patient {\n    firstName\n    lastName\n    birthName\n    id\n  }\n}\n\nfragment RequestMeetingSection_request on Request {\n  id\n  canEditMeeting\n  recipientTopic {\n    type\n    id\n  }\n  consultMeeting {\n    id\n    scheduledAt\n    label\n    videoCallMode\n  }\n  registrableMeetings {\n    id\n    scheduledAt\n    label\n    videoCallMode\n  }\n}\n\nfragment SamePatientHistory_request on Request {\n  samePatientRequests(first: 5) {\n    id\n    databaseId\n    selfSide\n    status\n    consultStatus\n    publishedAt\n    description\n    recipientProfessional {\n      firstName\n      lastName\n      specialty {\n        label\n      }\n      id\n    }\n    recipientGroup {\n      name\n      id\n    }\n    recipientTopic {\n      label\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "52d4b04314dc534f05c4d030bb1cfa56";

export default node;
