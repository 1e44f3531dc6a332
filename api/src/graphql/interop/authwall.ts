import { domainDeps } from "../../call/domain-deps.ts";
import { openAuthwallLink } from "../../domain/interop/sealed-links.ts";
import { builder } from "../builder.ts";

// Spec 1 §2, spec 2 §2 /authwall/{encryptedUrl} (issue 24 item 3).

builder.queryField("authwallTarget", (t) =>
  t.string({
    nullable: true,
    authScopes: { validated: true },
    description:
      "The page of this site a sealed link of our messages leads to (/authwall/{sealed}); null when the link is forged, damaged or expired, and the web app then goes home.",
    args: { sealed: t.arg.string({ required: true, description: "The sealed part of the link, as it follows /authwall/." }) },
    resolve: (_root, args, context) => openAuthwallLink(domainDeps(context), context.viewer, args.sealed),
  }),
);
