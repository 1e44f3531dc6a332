import { describe, expect, it } from "vitest";
import type { GroupStanding } from "../groups/standing.ts";
import { canEditPlanningOf, canSeePlanning } from "./access.ts";
import { periodShapeError } from "./planning-input.ts";

const start = new Date("2026-12-01T08:00:00Z");
const end = new Date("2026-12-02T08:00:00Z");

function standing(membership: Partial<NonNullable<GroupStanding["membership"]>> | null, isSuper = false): GroupStanding {
  return {
    isSuper,
    membership: membership && {
      id: 7,
      status: "ONGOING",
      isInsider: true,
      allTopics: false,
      canAdmin: false,
      canReply: false,
      canAsk: false,
      canSendFromGroup: false,
      canSupport: false,
      canShadow: false,
      topicIds: [],
      ...membership,
    },
  };
}

describe("periodShapeError (spec 1 §5 Planning event)", () => {
  it("needs an expert", () => expect(periodShapeError({ always: true, allTopics: true, topicIds: [] })?.code).toBe("planning_expert_required"));
  it("always, or both start and end", () => {
    expect(periodShapeError({ membershipId: 1, always: false, start, allTopics: true, topicIds: [] })).toEqual({ code: "planning_period_required", field: "end" });
    expect(periodShapeError({ membershipId: 1, always: false, end, allTopics: true, topicIds: [] })).toEqual({ code: "planning_period_required", field: "start" });
    expect(periodShapeError({ membershipId: 1, always: true, allTopics: true, topicIds: [] })).toBeNull();
  });
  it("end not before start; equal passes", () => {
    expect(periodShapeError({ membershipId: 1, always: false, start: end, end: start, allTopics: true, topicIds: [] })?.code).toBe("planning_end_before_start");
    expect(periodShapeError({ membershipId: 1, always: false, start, end: start, allTopics: true, topicIds: [] })).toBeNull();
  });
  it("all categories or at least one", () => {
    expect(periodShapeError({ membershipId: 1, always: true, allTopics: false, topicIds: [] })?.code).toBe("planning_topics_required");
    expect(periodShapeError({ membershipId: 1, always: true, allTopics: false, topicIds: [3] })).toBeNull();
  });
});

describe("planning access (spec 1 §2, §6)", () => {
  const recipient = { id: 1, mode: "RECIPIENT" as const, isPanel: false };
  it("insiders of recipient groups see it; not in sender groups, not outsiders", () => {
    expect(canSeePlanning(recipient, standing({}))).toBe(true);
    expect(canSeePlanning(recipient, standing({ isInsider: false }))).toBe(false);
    expect(canSeePlanning(recipient, standing(null))).toBe(false);
    expect(canSeePlanning({ ...recipient, mode: "SENDER" }, standing({}))).toBe(false);
  });
  it("panel groups only for super users", () => {
    expect(canSeePlanning({ ...recipient, isPanel: true }, standing({ canAdmin: true }))).toBe(false);
    expect(canSeePlanning({ ...recipient, isPanel: true }, standing(null, true))).toBe(true);
  });
  it("admins edit every period, experts their own, others none", () => {
    expect(canEditPlanningOf(standing({ canAdmin: true }), 99)).toBe(true);
    expect(canEditPlanningOf(standing({ canReply: true }), 7)).toBe(true);
    expect(canEditPlanningOf(standing({ canReply: true }), 99)).toBe(false);
    expect(canEditPlanningOf(standing({}), 7)).toBe(false);
    expect(canEditPlanningOf(standing({ canReply: true, status: "APPLYING" }), 7)).toBe(false);
  });
});
