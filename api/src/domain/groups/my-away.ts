import type { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";
import { awayColumnsOf, awayInput } from "./away-period.ts";

/**
 * The viewer's own away message (spec 2 "absence reporting", spec 1 §8 "user away until a
 * date"): the same modal and rules as a topic's. Blocking makes individual requests unaccepted.
 */
export async function setMyAway(deps: Deps, viewer: Viewer, raw: z.input<typeof awayInput>): Promise<{ userId: number }> {
  const input = parseInput(awayInput, raw);
  const columns = awayColumnsOf(input);
  if (!columns) throw new DomainError("away_period_invalid", "lastDay");
  await deps.db.user.update({ where: { id: viewer.userId }, data: columns });
  return { userId: viewer.userId };
}
