import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ExpertChoice_topic$key } from "../../../__generated__/ExpertChoice_topic.graphql";
import { personDisplayName } from "../../../format/names.ts";
import { TextField } from "../../../ui/TextField.tsx";
import { CONTEXT_FILTER_FROM, filterByWords } from "./recipient-target.ts";

type Props = { topic: ExpertChoice_topic$key; value: number | null; onChange: (professionalId: number | null) => void; optional?: boolean };

// The "any expert" choice of an optional pick; never a database id.
const ANY = "any";

/** Spec 1 §2 "specialist choice": the topic's experts, with a filter field from 6 on (spec 1 §5); optional where the topic allows naming one. */
export function ExpertChoice({ topic: key, value, onChange, optional = false }: Props) {
  const { t } = useLingui();
  const [filter, setFilter] = useState("");
  const topic = useFragment(
    graphql`
      fragment ExpertChoice_topic on Topic {
        experts {
          id
          databaseId
          firstName
          lastName
          specialty {
            label
          }
        }
      }
    `,
    key,
  );
  const experts = topic.experts;
  if (experts.length === 0) {
    if (optional) return null;
    return (
      <p className="muted">
        <Trans>Aucun expert ne répond encore pour cette thématique.</Trans>
      </p>
    );
  }
  const shown = filterByWords(experts, filter, (e) => `${personDisplayName(e)} ${e.specialty.label}`);
  return (
    <div className="recipient-contexts">
      {experts.length >= CONTEXT_FILTER_FROM ? (
        <TextField label={t`Filtrer les experts`} name="expert-filter" type="search" value={filter} onChange={(text) => setFilter(text.trimStart())} autoComplete="off" />
      ) : null}
      <RadioGroup
        className="recipient-context-list"
        value={value === null ? (optional ? ANY : null) : String(value)}
        onChange={(chosen) => onChange(chosen === ANY ? null : Number(chosen))}
      >
        <Label className="field-label">{optional ? t`Adresser à un expert en particulier (facultatif)` : t`Expert`}</Label>
        {optional ? (
          <Radio value={ANY} className="recipient-context">
            <span className="recipient-context-label">
              <Trans>Tous les experts de la thématique</Trans>
            </span>
          </Radio>
        ) : null}
        {shown.map((expert) => (
          <Radio key={expert.id} value={String(expert.databaseId)} className="recipient-context">
            <span className="recipient-context-label">{personDisplayName(expert)}</span>
            <span className="recipient-context-reason">{expert.specialty.label}</span>
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
