import { domainDeps } from "../../call/domain-deps.ts";
import { requireViewer } from "../../domain/access.ts";
import { DomainError } from "../../domain/errors.ts";
import { markTutorialSeen, readTutorial, type Tutorial, type TutorialExample } from "../../domain/settings/tutorial.ts";
import { TUTORIAL_SLIDES } from "../../domain/settings/tutorial-slides.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";

// Spec 1 §1 onboarding tutorial (issue 24 item 4).

const TutorialSlideEnum = builder.enumType("TutorialSlide", {
  description: "A slide of the onboarding tutorial (spec 1 §1).",
  values: {
    WELCOME: { description: "Welcome; the Centre-Val de Loire variant when Tutorial.regional." },
    REQUEST: { description: "Asking a colleague or a group for advice, with the live example." },
    DISCOVER: { description: "Finding colleagues and networks in the directory." },
    GIVE_ADVICE: { description: "Answering requests (group experts, professionals taking requests by name)." },
    SETTINGS: { description: "Settings: alerts, away periods, billing numbers." },
    INDIVIDUAL_REQUESTS: { description: "The invitation to take requests addressed by name (doctors and midwives not yet taking them)." },
    BILLING: { description: "France: the health insurer's fees for tele-expertise, today's." },
  } satisfies Record<(typeof TUTORIAL_SLIDES)[number], { description: string }>,
});

const TutorialExampleRef = builder.objectRef<TutorialExample>("TutorialExample").implement({
  description: "The live example of the tutorial: the fictional demo consult (spec 2 §7 requests/demo, professionals/demo) in the viewer's language.",
  fields: (t) => ({
    question: t.exposeString("question", { description: "The demo request's question." }),
    expertName: t.exposeString("expertName", { description: "The demo expert's name." }),
    expertSpecialty: t.exposeString("expertSpecialty", { description: "The demo expert's specialty." }),
    answer: t.exposeString("answer", { description: "The demo expert's conclusion." }),
  }),
});

const TutorialRef = builder.objectRef<Tutorial>("Tutorial").implement({
  description: "The viewer's onboarding tutorial: the slides of their user type (country, group expert, requestable, professional or paramedic, the Centre-Val de Loire variant).",
  fields: (t) => ({
    slides: t.field({ type: [TutorialSlideEnum], description: "The slides, in order.", resolve: (tutorial) => tutorial.slides }),
    seen: t.exposeBoolean("seen", { description: "The viewer has closed, finished or skipped it: it does not open by itself again." }),
    regional: t.exposeBoolean("regional", { description: "The Centre-Val de Loire variant of the welcome slide." }),
    requesterFeeCents: t.exposeInt("requesterFeeCents", { nullable: true, description: "France: the health insurer's fee to the requester per request today (RQD), in cents." }),
    expertFeeCents: t.exposeInt("expertFeeCents", { nullable: true, description: "France: the fee to the expert per advice today (TE2), in cents; null for who cannot be asked." }),
    example: t.field({ type: TutorialExampleRef, description: "The live example.", resolve: (tutorial) => tutorial.example }),
  }),
});

builder.queryField("tutorial", (t) =>
  t.field({
    type: TutorialRef,
    authScopes: { validated: true },
    description: "The viewer's onboarding tutorial (spec 1 §1).",
    resolve: (_root, _args, context) => readTutorial(domainDeps(context), requireViewer(context.viewer)),
  }),
);

const MarkTutorialSeenResult = builder.errorUnion("MarkTutorialSeenResult", {
  description: "The tutorial, now seen, or why not.",
  types: [TutorialRef, DomainError],
  resolveType: () => TutorialRef,
});

builder.mutationField("markTutorialSeen", (t) =>
  t.field({
    type: MarkTutorialSeenResult,
    authScopes: { validated: true },
    description: "The viewer closed, finished or skipped the tutorial: it no longer opens by itself after signup (the help menu still opens it).",
    resolve: (_root, _args, context) => markTutorialSeen(domainDeps(context), requireViewer(context.viewer)),
  }),
);
