import { Label, Radio, RadioGroup } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import { meetingTitle, videoModeText, type MeetingLike } from "./meeting-labels.ts";
import "./meeting-registration.css";

export type MeetingChoice = MeetingLike & { id: string };

const NONE = "none";

type Props = {
  choices: readonly MeetingChoice[];
  /** The chosen meeting's id; null: no meeting. */
  value: string | null;
  onChange: (id: string | null) => void;
  label: string;
};

/** Spec 1 §2 "meeting picker": the upcoming meetings of the topic (date and name), or none. */
export function MeetingPicker({ choices, value, onChange, label }: Props) {
  const { i18n } = useLingui();
  return (
    <RadioGroup className="meeting-choices" value={value ?? NONE} onChange={(chosen) => onChange(chosen === NONE ? null : chosen)}>
      <Label className="field-label">{label}</Label>
      {choices.map((meeting) => (
        <Radio key={meeting.id} value={meeting.id} className="meeting-choice">
          <span className="meeting-choice-title">{meetingTitle(i18n, meeting)}</span>
          <span className="meeting-choice-detail">{videoModeText(i18n, meeting.videoCallMode)}</span>
        </Radio>
      ))}
      <Radio value={NONE} className="meeting-choice">
        <span className="meeting-choice-title">
          <Trans>Pas de réunion pour l'instant</Trans>
        </span>
        <span className="meeting-choice-detail">
          <Trans>La demande pourra être inscrite plus tard.</Trans>
        </span>
      </Radio>
    </RadioGroup>
  );
}
