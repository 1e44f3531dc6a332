import { builder } from "./builder.ts";
import "./types/enums.ts";
import "./types/user.ts";
import "./types/group.ts";
import "./types/patient.ts";
import "./types/message.ts";
import "./types/request.ts";
import "./types/domain-error.ts";
import "./types/auth.ts";
import "./types/signup.ts";
import "./types/password-reset.ts";
import "./types/identity.ts";
import "./types/pro-sante-connect.ts";

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const schema = builder.toSchema({ sortSchema: true });
