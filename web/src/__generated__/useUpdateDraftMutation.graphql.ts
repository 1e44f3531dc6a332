/**
 * @generated SignedSource<<879fa51320176eaf891d6646846e2836>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Eligibility = "ALD" | "COVID_19" | "DETENU" | "EHPAD" | "ELIGIBLE" | "NONELIGIBLE" | "RARE" | "ZSD" | "%future added value";
export type PartyType = "GROUP" | "PROFESSIONAL" | "%future added value";
export type UpdateDraftInput = {
  billingNumber?: string | null | undefined;
  clearDescription?: boolean | null | undefined;
  clearEligibility?: boolean | null | undefined;
  description?: string | null | undefined;
  eligibility?: Eligibility | null | undefined;
  formValue?: unknown | null | undefined;
  iep?: string | null | undefined;
  patientConsent?: boolean | null | undefined;
  patientId?: string | null | undefined;
  recipient?: DraftRecipientInput | null | undefined;
  requestId: string;
  sender?: DraftSenderInput | null | undefined;
  version?: number | null | undefined;
};
export type DraftRecipientInput = {
  recipientGroupId?: number | null | undefined;
  recipientProfessionalId?: number | null | undefined;
  recipientTopicId?: number | null | undefined;
  recipientType: PartyType;
};
export type DraftSenderInput = {
  senderGroupId?: number | null | undefined;
  senderTopicId?: number | null | undefined;
};
export type useUpdateDraftMutation$variables = {
  input: UpdateDraftInput;
};
export type useUpdateDraftMutation$data = {
  readonly updateDraft: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "DraftSaved";
    readonly request: {
      readonly billingNumber: string | null | undefined;
      readonly eligibility: Eligibility | null | undefined;
      readonly id: string;
      readonly lastEditedAt: string | null | undefined;
      readonly patient: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PatientModal_patient" | "PatientSummary_patient">;
      } | null | undefined;
      readonly patientConsentAt: string | null | undefined;
      readonly publishMissing: ReadonlyArray<string>;
    } | null | undefined;
    readonly version: number;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useUpdateDraftMutation = {
  response: useUpdateDraftMutation$data;
  variables: useUpdateDraftMutation$variables;
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
  "name": "version",
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
  "name": "patientConsentAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "billingNumber",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eligibility",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastEditedAt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishMissing",
  "storageKey": null
},
v10 = {
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
    "name": "useUpdateDraftMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateDraft",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Request",
                "kind": "LinkedField",
                "name": "request",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Patient",
                    "kind": "LinkedField",
                    "name": "patient",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "PatientSummary_patient"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "PatientModal_patient"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DraftSaved",
            "abstractKey": null
          },
          (v10/*:: as any*/)
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
    "name": "useUpdateDraftMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateDraft",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Request",
                "kind": "LinkedField",
                "name": "request",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Patient",
                    "kind": "LinkedField",
                    "name": "patient",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "firstName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "birthName",
                        "storageKey": null
                      },
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
                        "name": "birthPlace",
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "phone",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "email",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "address",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DraftSaved",
            "abstractKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4add1ecf85d79e2a19535d6eb9415e2c",
    "id": null,
    "metadata": {},
    "name": "useUpdateDraftMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateDraftMutation(\n  $input: UpdateDraftInput!\n) {\n  updateDraft(input: $input) {\n    __typename\n    ... on DraftSaved {\n      version\n      request {\n        id\n        patientConsentAt\n        billingNumber\n        eligibility\n        lastEditedAt\n        publishMissing\n        patient {\n          id\n          ...PatientSummary_patient\n          ...PatientModal_patient\n        }\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n\nfragment PatientModal_patient on Patient {\n  id\n  firstName\n  lastName\n  birthName\n  birthDate\n  birthPlace\n  gender\n  nir\n  regime\n  caisse\n  centre\n  gestion\n  niss\n  kvnr\n  krankenkasse\n  phone\n  email\n  address\n}\n\nfragment PatientSummary_patient on Patient {\n  firstName\n  lastName\n  birthName\n  birthDate\n  birthPlace\n  gender\n}\n"
  }
};
})();

(node as any).hash = "557925044d9cd9c5a4cf57fa5584ddec";

export default node;
