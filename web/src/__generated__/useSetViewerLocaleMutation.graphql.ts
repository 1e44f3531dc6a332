/**
 * @generated SignedSource<<fd88308674d1c375107f63772ae69ef3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SetViewerLocaleInput = {
  locale: string;
};
export type useSetViewerLocaleMutation$variables = {
  input: SetViewerLocaleInput;
};
export type useSetViewerLocaleMutation$data = {
  readonly setViewerLocale: {
    readonly __typename: "DomainError";
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "LocaleChosen";
    readonly viewer: {
      readonly id: string;
      readonly locale: string | null | undefined;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSetViewerLocaleMutation = {
  response: useSetViewerLocaleMutation$data;
  variables: useSetViewerLocaleMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setViewerLocale",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
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
                "name": "locale",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "LocaleChosen",
        "abstractKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetViewerLocaleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetViewerLocaleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "09799c00b933e04e9a367deb44b304b9",
    "id": null,
    "metadata": {},
    "name": "useSetViewerLocaleMutation",
    "operationKind": "mutation",
    "text": "mutation useSetViewerLocaleMutation(\n  $input: SetViewerLocaleInput!\n) {\n  setViewerLocale(input: $input) {\n    __typename\n    ... on LocaleChosen {\n      viewer {\n        id\n        locale\n      }\n    }\n    ... on DomainError {\n      code\n      message\n      field\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a210e67fb02da347bddd3d0cdcdf6882";

export default node;
