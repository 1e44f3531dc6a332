import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLingui } from "@lingui/react/macro";
import type { SenderContextFieldQuery } from "../../../__generated__/SenderContextFieldQuery.graphql";
import { Select } from "../../../ui/Select.tsx";

export type SenderChoice = { senderGroupId: number | null; senderTopicId: number | null };

const SELF_KEY = "self";
type ChoiceLike = { senderGroupId?: number | null; senderTopicId?: number | null };
const keyOf = (choice: ChoiceLike) => (choice.senderGroupId == null ? SELF_KEY : `group:${choice.senderGroupId}:topic:${choice.senderTopicId ?? ""}`);

/**
 * The sender context step (spec 2 §4, first of the prerequisite steps): sign as oneself, or
 * for a sender group where the viewer may send (can_send_from_group). Shown only when there
 * is a choice: most users sign as themselves only.
 */
export function SenderContextField({ value, onChange }: { value: SenderChoice; onChange: (choice: SenderChoice) => Promise<boolean> }) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<SenderContextFieldQuery>(
    graphql`
      query SenderContextFieldQuery {
        senderContexts {
          senderGroupId
          senderGroupName
          senderTopicId
          senderTopicLabel
        }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  );
  // Shown at once; put back when the save is refused.
  const [current, setCurrent] = useState(keyOf(value));
  const contexts = data.senderContexts;
  if (contexts.length < 2) return null;
  const options = contexts.map((c) => ({
    id: keyOf(c),
    label: c.senderGroupId == null ? t`En mon nom` : c.senderTopicLabel ? `${c.senderGroupName ?? ""} · ${c.senderTopicLabel}` : (c.senderGroupName ?? ""),
  }));
  return (
    <Select
      label={t`Envoyer au nom de`}
      options={options}
      value={current}
      onChange={(key) => {
        const chosen = contexts.find((c) => keyOf(c) === key);
        if (!chosen || key === current) return;
        const previous = current;
        setCurrent(key);
        void onChange({ senderGroupId: chosen.senderGroupId ?? null, senderTopicId: chosen.senderTopicId ?? null }).then((ok) => (ok ? undefined : setCurrent(previous)));
      }}
    />
  );
}
