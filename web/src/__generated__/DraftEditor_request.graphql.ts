/**
 * @generated SignedSource<<40aafe72b188ed243c4671230ab2624c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Country = "BE" | "DE" | "FR" | "%future added value";
export type Eligibility = "ALD" | "COVID_19" | "DETENU" | "EHPAD" | "ELIGIBLE" | "NONELIGIBLE" | "RARE" | "ZSD" | "%future added value";
export type MeetingAssignmentMode = "AUTOMATIC" | "DELEGATE" | "MANUAL" | "%future added value";
export type TopicType = "MEETING" | "TE" | "%future added value";
export type VideoCallMode = "EXTERNAL" | "INTERNAL" | "NO_VIDEO" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DraftEditor_request$data = {
  readonly author: {
    readonly contactEmail: string | null | undefined;
    readonly contactPhone: string | null | undefined;
    readonly email: string | null | undefined;
    readonly phone: string | null | undefined;
  };
  readonly authorProfessionCode: number | null | undefined;
  readonly billingNumber: string | null | undefined;
  readonly consultMeeting: {
    readonly id: string;
  } | null | undefined;
  readonly databaseId: number;
  readonly description: string | null | undefined;
  readonly eligibility: Eligibility | null | undefined;
  readonly eligibilityChoices: ReadonlyArray<Eligibility>;
  readonly eligibilityRestricted: boolean;
  readonly formSchema: unknown | null | undefined;
  readonly formValue: unknown | null | undefined;
  readonly id: string;
  readonly lastEditedBy: {
    readonly firstName: string;
    readonly lastName: string;
  } | null | undefined;
  readonly lastEditedByOtherAt: string | null | undefined;
  readonly patient: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PatientModal_patient" | "PatientSummary_patient">;
  } | null | undefined;
  readonly patientConsentAt: string | null | undefined;
  readonly patientCountry: Country;
  readonly patientExtraFields: ReadonlyArray<string>;
  readonly patientNeedsInsurance: boolean;
  readonly publishMissing: ReadonlyArray<string>;
  readonly recipientGroup: {
    readonly name: string;
  } | null | undefined;
  readonly recipientProfessional: {
    readonly firstName: string;
    readonly lastName: string;
  } | null | undefined;
  readonly recipientTopic: {
    readonly label: string;
    readonly meetingAssignmentMode: MeetingAssignmentMode;
    readonly type: TopicType;
  } | null | undefined;
  readonly registrableMeetings: ReadonlyArray<{
    readonly id: string;
    readonly label: string | null | undefined;
    readonly scheduledAt: string;
    readonly videoCallMode: VideoCallMode;
  }>;
  readonly requesterBills: boolean;
  readonly requesterYearlyCap: {
    readonly cap: number;
    readonly count: number;
    readonly reached: boolean;
  } | null | undefined;
  readonly senderGroupId: number | null | undefined;
  readonly senderTopicId: number | null | undefined;
  readonly version: number;
  readonly " $fragmentSpreads": FragmentRefs<"AttachmentArea_request" | "SamePatientHistory_request">;
  readonly " $fragmentType": "DraftEditor_request";
};
export type DraftEditor_request$key = {
  readonly " $data"?: DraftEditor_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"DraftEditor_request">;
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
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DraftEditor_request",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "version",
      "storageKey": null
    },
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
      "selections": (v1/*:: as any*/),
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
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "recipientTopic",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
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
      "concreteType": "Meeting",
      "kind": "LinkedField",
      "name": "consultMeeting",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MeetingChoice",
      "kind": "LinkedField",
      "name": "registrableMeetings",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduledAt",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "videoCallMode",
          "storageKey": null
        }
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Professional",
      "kind": "LinkedField",
      "name": "recipientProfessional",
      "plural": false,
      "selections": (v1/*:: as any*/),
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
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
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
    {
      "alias": null,
      "args": null,
      "concreteType": "Patient",
      "kind": "LinkedField",
      "name": "patient",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SamePatientHistory_request"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AttachmentArea_request"
    }
  ],
  "type": "Request",
  "abstractKey": null
};
})();

(node as any).hash = "cca4cd08dd0f458e0f9422e97012cb96";

export default node;
