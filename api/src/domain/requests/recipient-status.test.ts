import { describe, expect, it } from "vitest";
import type { AwayFacts } from "./specialty-gate.ts";
import { professionalContextVerdict, topicContextVerdict, type ProfessionalFacts, type SenderProfile, type TopicFacts } from "./recipient-status.ts";

const now = new Date("2026-11-23T10:00:00Z");
const sender: SenderProfile = { userId: 1, professionalId: 10, country: "FR", specialtyCode: "SM54", sendsIndividualRequests: true };
const notAway: AwayFacts = { awayMessageActive: false, awayBlocking: false, awaySince: null, awayUntil: null };
type UserFacts = NonNullable<ProfessionalFacts["user"]>;
const user: UserFacts = { validated: true, acceptsIndividualRequests: true, acceptsAllSpecialties: true, acceptedSpecialtyCodes: [], ...notAway };
const professional = (patch: Partial<ProfessionalFacts> = {}, userPatch: Partial<UserFacts> = {}): ProfessionalFacts => ({ id: 20, country: "FR", user: { ...user, ...userPatch }, ...patch });

const topic = (patch: Partial<TopicFacts> = {}, groupPatch: Partial<TopicFacts["group"]> = {}): TopicFacts => ({
  id: 5,
  recipientProfessionalMode: "ALLOW",
  acceptsAllSpecialties: true,
  acceptedSpecialtyCodes: [],
  ...notAway,
  ...patch,
  group: { id: 3, country: "FR", mode: "RECIPIENT", isPanel: false, acceptsAllSpecialties: true, acceptedSpecialtyCodes: [], membership: null, ...groupPatch },
});

describe("a professional as recipient", () => {
  it("is available when registered, of the same country and accepting the sender", () => {
    expect(professionalContextVerdict(sender, professional(), now)).toEqual({ status: "available", reason: null });
  });

  it("is unregistered without an account, so the flow shows the invite prompt", () => {
    expect(professionalContextVerdict(sender, professional({ user: null }), now)).toEqual({ status: "unregistered", reason: "no_account" });
  });

  it.each([
    ["oneself", professional({ id: 10 }), "self"],
    ["another country", professional({ country: "DE" }), "country"],
    ["no individual requests", professional({}, { acceptsIndividualRequests: false }), "no_individual_requests"],
    ["another specialty only", professional({}, { acceptsAllSpecialties: false, acceptedSpecialtyCodes: ["SM04"] }), "specialty"],
    ["away with blocking", professional({}, { awayMessageActive: true, awayBlocking: true, awaySince: new Date("2026-11-01"), awayUntil: new Date("2026-12-01") }), "away"],
  ])("refuses %s", (_name, facts, reason) => {
    expect(professionalContextVerdict(sender, facts, now)).toEqual({ status: "unaccepted", reason });
  });

  it("accepts an away message that does not block, or whose period is over", () => {
    expect(professionalContextVerdict(sender, professional({}, { awayMessageActive: true, awayBlocking: false }), now).status).toBe("available");
    expect(professionalContextVerdict(sender, professional({}, { awayMessageActive: true, awayBlocking: true, awayUntil: new Date("2026-11-20") }), now).status).toBe("available");
  });

  it("refuses when the sender does not send outside their networks", () => {
    expect(professionalContextVerdict({ ...sender, sendsIndividualRequests: false }, professional(), now).reason).toBe("sender_individual_disabled");
  });
});

describe("a group topic as recipient", () => {
  it("is open to any professional of the country in an open network", () => {
    expect(topicContextVerdict(sender, topic(), now)).toEqual({ status: "available", reason: null });
  });

  it("checks the specialty at the group level and at the topic level", () => {
    expect(topicContextVerdict(sender, topic({ acceptsAllSpecialties: false, acceptedSpecialtyCodes: ["SM54"] }), now).status).toBe("available");
    expect(topicContextVerdict(sender, topic({ acceptsAllSpecialties: false, acceptedSpecialtyCodes: ["SM04"] }), now).reason).toBe("specialty");
    expect(topicContextVerdict(sender, topic({}, { acceptsAllSpecialties: false, acceptedSpecialtyCodes: [] }), now).reason).toBe("specialty");
  });

  it("applies recipient_professional_mode: prevent refuses a named expert, require needs one", () => {
    expect(topicContextVerdict(sender, topic({ recipientProfessionalMode: "PREVENT" }), now, { isExpert: true })).toEqual({ status: "unaccepted", reason: "professional_prevented" });
    expect(topicContextVerdict(sender, topic({ recipientProfessionalMode: "PREVENT" }), now).status).toBe("available");
    expect(topicContextVerdict(sender, topic({ recipientProfessionalMode: "REQUIRE" }), now)).toEqual({ status: "draftable", reason: "professional_required" });
    expect(topicContextVerdict(sender, topic({ recipientProfessionalMode: "REQUIRE" }), now, { isExpert: true }).status).toBe("available");
    expect(topicContextVerdict(sender, topic(), now, { isExpert: false }).reason).toBe("not_an_expert");
  });

  it("needs a membership in a panel: none is unavailable, a pending one draftable", () => {
    expect(topicContextVerdict(sender, topic({}, { isPanel: true }), now)).toEqual({ status: "unavailable", reason: "not_member" });
    expect(topicContextVerdict(sender, topic({}, { isPanel: true, membership: { status: "APPLYING", canAsk: true } }), now)).toEqual({ status: "draftable", reason: "application_pending" });
    expect(topicContextVerdict(sender, topic({}, { isPanel: true, membership: { status: "ONGOING", canAsk: true } }), now).status).toBe("available");
    expect(topicContextVerdict(sender, topic({}, { isPanel: true, membership: { status: "ONGOING", canAsk: false } }), now).reason).toBe("not_a_requester");
  });

  it("refuses a topic away with blocking, a sender group and another country", () => {
    expect(topicContextVerdict(sender, topic({ awayMessageActive: true, awayBlocking: true }), now).reason).toBe("away");
    expect(topicContextVerdict(sender, topic({}, { mode: "SENDER" }), now).reason).toBe("not_recipient_group");
    expect(topicContextVerdict(sender, topic({}, { country: "BE" }), now).reason).toBe("country");
  });
});
