import { builder } from "./builder.ts";
import "./enums.ts";
import "./directory/user.ts";
import "./groups/group.ts";
import "./patients/patient.ts";
import "./messages/message.ts";
import "./requests/request.ts";
import "./domain-error.ts";
import "./accounts/login.ts";
import "./accounts/signup.ts";
import "./accounts/password.ts";
import "./identity/identification.ts";
import "./identity/pro-sante-connect.ts";

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const schema = builder.toSchema({ sortSchema: true });
