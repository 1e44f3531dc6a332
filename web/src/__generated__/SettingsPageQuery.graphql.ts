/**
 * @generated SignedSource<<2c39e5de6d2614e85039f23c3782e725>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SettingsPageQuery$variables = Record<PropertyKey, never>;
export type SettingsPageQuery$data = {
  readonly viewer: {
    readonly databaseId: number;
    readonly id: string;
    readonly settings: {
      readonly sections: {
        readonly individualProject: boolean;
      };
      readonly " $fragmentSpreads": FragmentRefs<"AccountPreferencesSection_settings" | "BillingSoftwareSection_settings" | "IndividualProjectSection_settings" | "PresentationSection_settings" | "RequestsManagementSection_settings">;
    } | null | undefined;
    readonly validated: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"AccountSecuritySection_viewer" | "BillingNumbersSection_user" | "CalendarFeedSection_user" | "ContactDetailsSection_viewer" | "MssAddressSection_user" | "MyDataSection_user" | "PersonalInfoSection_viewer" | "ProfilePictureSection_viewer">;
  } | null | undefined;
  readonly viewerSessions: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DeviceSessionsSection_sessions">;
  }>;
};
export type SettingsPageQuery = {
  response: SettingsPageQuery$data;
  variables: SettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "validated",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "individualProject",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PersonalInfoSection_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfilePictureSection_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BillingNumbersSection_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MssAddressSection_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MyDataSection_user"
          },
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CalendarFeedSection_user"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Settings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SettingsSections",
                "kind": "LinkedField",
                "name": "sections",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PresentationSection_settings"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "IndividualProjectSection_settings"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RequestsManagementSection_settings"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AccountPreferencesSection_settings"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BillingSoftwareSection_settings"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountSecuritySection_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ContactDetailsSection_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DeviceSession",
        "kind": "LinkedField",
        "name": "viewerSessions",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DeviceSessionsSection_sessions"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "country",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Professional",
            "kind": "LinkedField",
            "name": "professional",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rpps",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rppsType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Specialty",
                "kind": "LinkedField",
                "name": "specialty",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Settings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SettingsSections",
                "kind": "LinkedField",
                "name": "sections",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sendingOutOfNetwork",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "smsAlerts",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "signature",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "billingNumbers",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bio",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "acceptsIndividualRequests",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isSearchable",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isGroupExpert",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "acceptsNoRequestWarning",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "awayMessageActive",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "awayBlocking",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "awaySince",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "awayLastDay",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "awayMessage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sendsIndividualRequests",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "usesSmsAlerts",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "signaturePictureUrl",
                "storageKey": null
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "supportEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "billingSoftware",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "profilePictureUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BillingInfo",
            "kind": "LinkedField",
            "name": "billingInfos",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "number",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isDefault",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mssAddress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DataExport",
            "kind": "LinkedField",
            "name": "dataExport",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "progress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "downloadPath",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CalendarFeed",
            "kind": "LinkedField",
            "name": "calendarFeed",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
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
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contactEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contactPhone",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DeviceSession",
        "kind": "LinkedField",
        "name": "viewerSessions",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "current",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "browser",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "os",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ipAddress",
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastSeenAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "aa9298cc36c630a68c2ad47dfc891fb0",
    "id": null,
    "metadata": {},
    "name": "SettingsPageQuery",
    "operationKind": "query",
    "text": "query SettingsPageQuery {\n  viewer {\n    id\n    databaseId\n    ...PersonalInfoSection_viewer\n    ...ProfilePictureSection_viewer\n    ...BillingNumbersSection_user\n    ...MssAddressSection_user\n    ...MyDataSection_user\n    validated\n    ...CalendarFeedSection_user\n    settings {\n      sections {\n        individualProject\n      }\n      ...PresentationSection_settings\n      ...IndividualProjectSection_settings\n      ...RequestsManagementSection_settings\n      ...AccountPreferencesSection_settings\n      ...BillingSoftwareSection_settings\n    }\n    ...AccountSecuritySection_viewer\n    ...ContactDetailsSection_viewer\n  }\n  viewerSessions {\n    ...DeviceSessionsSection_sessions\n    id\n  }\n}\n\nfragment AbsenceSetting_settings on Settings {\n  awayMessageActive\n  awayBlocking\n  awaySince\n  awayLastDay\n  awayMessage\n}\n\nfragment AccountPreferencesSection_settings on Settings {\n  supportEmail\n}\n\nfragment AccountSecuritySection_viewer on User {\n  id\n  email\n  phone\n  country\n}\n\nfragment BillingNumbersSection_user on User {\n  country\n  billingInfos {\n    id\n    label\n    number\n    isDefault\n  }\n}\n\nfragment BillingSoftwareSection_settings on Settings {\n  billingSoftware\n  sections {\n    billingNumbers\n  }\n}\n\nfragment CalendarFeedSection_user on User {\n  calendarFeed {\n    createdAt\n    lastUsedAt\n  }\n}\n\nfragment ContactDetailsSection_viewer on User {\n  email\n  phone\n  country\n  contactEmail\n  contactPhone\n}\n\nfragment DeviceSessionRow_session on DeviceSession {\n  id\n  browser\n  os\n  ipAddress\n  createdAt\n  lastSeenAt\n  current\n}\n\nfragment DeviceSessionsSection_sessions on DeviceSession {\n  id\n  current\n  ...DeviceSessionRow_session\n}\n\nfragment IndividualProjectSection_settings on Settings {\n  acceptsIndividualRequests\n  isSearchable\n  isGroupExpert\n  acceptsNoRequestWarning\n  ...AbsenceSetting_settings\n}\n\nfragment MssAddressSection_user on User {\n  country\n  mssAddress\n}\n\nfragment MyDataSection_user on User {\n  dataExport {\n    status\n    progress\n    total\n    expiresAt\n    downloadPath\n  }\n}\n\nfragment PersonalInfoSection_viewer on User {\n  firstName\n  lastName\n  email\n  country\n  professional {\n    rpps\n    rppsType\n    specialty {\n      label\n    }\n    id\n  }\n  settings {\n    phone\n  }\n}\n\nfragment PresentationSection_settings on Settings {\n  bio\n}\n\nfragment ProfilePictureSection_viewer on User {\n  id\n  databaseId\n  firstName\n  lastName\n  profilePictureUrl\n}\n\nfragment RequestsManagementSection_settings on Settings {\n  sendsIndividualRequests\n  usesSmsAlerts\n  sections {\n    sendingOutOfNetwork\n    smsAlerts\n    signature\n  }\n  ...SignatureSetting_settings\n}\n\nfragment SignatureSetting_settings on Settings {\n  signaturePictureUrl\n}\n"
  }
};
})();

(node as any).hash = "105204a8356712904405470f11ba9501";

export default node;
