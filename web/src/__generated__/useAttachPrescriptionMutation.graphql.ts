/**
 * @generated SignedSource<<1b97f9f23c2a90b0cd48604cc8fedad7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PrescriptionTemplate = "BIZONE" | "CERFA_12708_02" | "DEFAULT" | "%future added value";
export type PrescriptionValuesInput = {
  ald?: boolean | null | undefined;
  aldText?: string | null | undefined;
  deadlineDate?: string | null | undefined;
  text?: string | null | undefined;
  workAccident?: boolean | null | undefined;
  workAccidentDate?: string | null | undefined;
  workAccidentNumber?: string | null | undefined;
};
export type useAttachPrescriptionMutation$variables = {
  billingNumber?: string | null | undefined;
  requestId: string;
  template: PrescriptionTemplate;
  values: PrescriptionValuesInput;
};
export type useAttachPrescriptionMutation$data = {
  readonly attachPrescription: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "PrescriptionAttached";
    readonly file: {
      readonly name: string;
    } | null | undefined;
    readonly request: {
      readonly " $fragmentSpreads": FragmentRefs<"AttachmentArea_request">;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useAttachPrescriptionMutation = {
  response: useAttachPrescriptionMutation$data;
  variables: useAttachPrescriptionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "billingNumber"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "requestId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "template"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "values"
},
v4 = [
  {
    "kind": "Variable",
    "name": "billingNumber",
    "variableName": "billingNumber"
  },
  {
    "kind": "Variable",
    "name": "requestId",
    "variableName": "requestId"
  },
  {
    "kind": "Variable",
    "name": "template",
    "variableName": "template"
  },
  {
    "kind": "Variable",
    "name": "values",
    "variableName": "values"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
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
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAttachPrescriptionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "attachPrescription",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "File",
                "kind": "LinkedField",
                "name": "file",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Request",
                "kind": "LinkedField",
                "name": "request",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AttachmentArea_request"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "PrescriptionAttached",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAttachPrescriptionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "attachPrescription",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "File",
                "kind": "LinkedField",
                "name": "file",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Request",
                "kind": "LinkedField",
                "name": "request",
                "plural": false,
                "selections": [
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
                    "name": "maxUploadSizeMb",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "filesZipUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "File",
                    "kind": "LinkedField",
                    "name": "files",
                    "plural": true,
                    "selections": [
                      (v8/*:: as any*/),
                      (v6/*:: as any*/),
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
                  },
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "PrescriptionAttached",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "eb4470a08e39d5245026054b3faa7b31",
    "id": null,
    "metadata": {},
    "name": "useAttachPrescriptionMutation",
    "operationKind": "mutation",
    "text": "mutation useAttachPrescriptionMutation(\n  $requestId: ID!\n  $template: PrescriptionTemplate!\n  $values: PrescriptionValuesInput!\n  $billingNumber: String\n) {\n  attachPrescription(requestId: $requestId, template: $template, values: $values, billingNumber: $billingNumber) {\n    __typename\n    ... on PrescriptionAttached {\n      file {\n        name\n        id\n      }\n      request {\n        ...AttachmentArea_request\n        id\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n\nfragment AttachmentArea_request on Request {\n  databaseId\n  maxUploadSizeMb\n  filesZipUrl\n  files {\n    id\n    name\n    size\n    mediaKind\n    embedsFiles\n    url\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "3b863821da72e3928263e39333857239";

export default node;
