import { professionOfCode } from "../billing/acts.ts";
import type { Deps } from "../deps.ts";
import { demoRequest } from "../requests/demo.ts";
import { DomainError } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { tutorialPlan, type TutorialPlan } from "./tutorial-slides.ts";

/** The live example the tutorial shows: the onboarding demo consult (spec 2 §7 requests/demo, professionals/demo). */
export type TutorialExample = { question: string; expertName: string; expertSpecialty: string; answer: string };

export type Tutorial = TutorialPlan & { seen: boolean; example: TutorialExample };

/**
 * Spec 1 §1 onboarding tutorial for the viewer: the slides of their user type (tutorial-slides.ts),
 * whether they have seen it, and the demo consult in their language as the live example.
 */
export async function readTutorial(deps: Pick<Deps, "db" | "now">, viewer: Viewer): Promise<Tutorial> {
  const user = await deps.db.user.findUnique({
    where: { id: viewer.userId },
    select: {
      country: true,
      tutorialSeenAt: true,
      isRequestable: true,
      isGroupExpert: true,
      professional: {
        select: {
          specialty: { select: { professionCode: true } },
          practices: { select: { postalCode: true } },
          memberships: { where: { status: "ONGOING", canReply: true }, select: { id: true }, take: 1 },
        },
      },
    },
  });
  if (!user) throw new DomainError("not_found");
  const plan = tutorialPlan(
    {
      country: user.country,
      profession: professionOfCode(user.professional?.specialty.professionCode),
      groupExpert: user.isGroupExpert || (user.professional?.memberships.length ?? 0) > 0,
      requestable: user.isRequestable,
      postalCodes: user.professional?.practices.map((practice) => practice.postalCode) ?? [],
    },
    deps.now,
  );
  const demo = demoRequest(viewer.locale, deps.now);
  const expert = demo.recipientProfessional;
  const example = {
    question: demo.description,
    expertName: `${expert.firstName} ${expert.lastName}`,
    expertSpecialty: expert.specialty.label,
    answer: demo.messages[demo.messages.length - 1]?.content ?? "",
  };
  return { ...plan, seen: user.tutorialSeenAt !== null, example };
}

/** Closing, finishing or skipping the tutorial: it does not open by itself again (the help menu still opens it). */
export async function markTutorialSeen(deps: Pick<Deps, "db" | "now">, viewer: Viewer): Promise<Tutorial> {
  await deps.db.user.updateMany({ where: { id: viewer.userId, tutorialSeenAt: null }, data: { tutorialSeenAt: deps.now } });
  return readTutorial(deps, viewer);
}
