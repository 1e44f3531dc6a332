import type { Prisma } from "../../db/generated/prisma/client.ts";
import { DomainError } from "../errors.ts";
import { administers, foreignTopicIds } from "./membership-rules.ts";
import type { GroupStanding } from "./standing.ts";

type Tx = Prisma.TransactionClient;

/**
 * The topics a member ends up with after an admin's edit (spec 1 §6: an admin assigns only the
 * topics they administer). Topics of another group are a validation error; the member's topics
 * the admin does not administer stay as they are. all_topics needs an admin of every topic.
 */
export async function resolveMemberTopics(
  tx: Tx,
  standing: GroupStanding,
  groupId: number,
  current: { allTopics: boolean; topicIds: number[] },
  requested: { allTopics?: boolean | undefined; topicIds?: number[] | undefined },
): Promise<{ allTopics: boolean; topicIds: number[] }> {
  const allTopics = requested.allTopics ?? current.allTopics;
  if (allTopics !== current.allTopics && !administers(standing, { allTopics: true, topicIds: [] })) throw new DomainError("topics_not_administered");
  if (allTopics) return { allTopics: true, topicIds: [] };
  if (requested.topicIds === undefined) return { allTopics, topicIds: current.topicIds };
  const wanted = [...new Set(requested.topicIds)];
  const inGroup = await tx.topic.count({ where: { groupId, id: { in: wanted } } });
  if (inGroup !== wanted.length) throw new DomainError("validation_failed", "topicIds");
  const kept = foreignTopicIds(standing, current.topicIds);
  const added = wanted.filter((topicId) => !kept.includes(topicId));
  if (!administers(standing, { allTopics: false, topicIds: added })) throw new DomainError("topics_not_administered");
  return { allTopics, topicIds: [...new Set([...kept, ...added])] };
}
