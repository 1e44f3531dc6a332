/**
 * @generated SignedSource<<e30dcf7cdaabac820000698d583aced2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useEndOtherSessionsMutation$variables = Record<PropertyKey, never>;
export type useEndOtherSessionsMutation$data = {
  readonly endOtherSessions: {
    readonly endedSessionIds: ReadonlyArray<string>;
  };
};
export type useEndOtherSessionsMutation = {
  response: useEndOtherSessionsMutation$data;
  variables: useEndOtherSessionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endedSessionIds",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useEndOtherSessionsMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OtherSessionsEnded",
        "kind": "LinkedField",
        "name": "endOtherSessions",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "useEndOtherSessionsMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OtherSessionsEnded",
        "kind": "LinkedField",
        "name": "endOtherSessions",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "endedSessionIds"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b74ad56546259b27b441e28561222ced",
    "id": null,
    "metadata": {},
    "name": "useEndOtherSessionsMutation",
    "operationKind": "mutation",
    "text": "mutation useEndOtherSessionsMutation {\n  endOtherSessions {\n    endedSessionIds\n  }\n}\n"
  }
};
})();

(node as any).hash = "9d1bd53ddde84185fbac80683f6ad4d3";

export default node;
