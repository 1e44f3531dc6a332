import { toSearchText } from "../rules/search-text.ts";
import { formTextOf } from "./form-text.ts";
import type { Tx } from "./participant-state.ts";

/**
 * Rebuilds the text the feed search matches (spec 2 §2: patient name, description, recipient
 * and messages; accents and case ignored). Called inside the transaction of every command that
 * changes one of them: the patient, the description or form, the recipient, a published message.
 */
export async function refreshSearchText(tx: Tx, requestId: number): Promise<void> {
  const request = await tx.request.findUniqueOrThrow({
    where: { id: requestId },
    select: {
      description: true,
      formContent: true,
      patient: { select: { firstName: true, lastName: true, birthName: true } },
      recipientProfessional: { select: { firstName: true, lastName: true } },
      recipientGroup: { select: { name: true } },
      recipientTopic: { select: { label: true } },
      messages: { where: { status: "PUBLISHED" }, select: { content: true }, orderBy: { id: "asc" } },
    },
  });
  const parts = [
    request.patient?.firstName,
    request.patient?.lastName,
    request.patient?.birthName,
    request.description,
    formTextOf(request.formContent),
    request.recipientProfessional ? `${request.recipientProfessional.firstName} ${request.recipientProfessional.lastName}` : null,
    request.recipientGroup?.name,
    request.recipientTopic?.label,
    ...request.messages.map((message) => message.content),
  ];
  const searchText = toSearchText(parts.filter((part): part is string => Boolean(part)).join(" "));
  await tx.request.update({ where: { id: requestId }, data: { searchText } });
}
