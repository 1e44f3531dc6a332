import { Label, ProgressBar } from "react-aria-components";

type Props = {
  /** Step names, in order. */
  steps: readonly string[];
  /** 1-based. */
  current: number;
  /** "Étape 2 sur 3", spoken with the progress value. */
  label: string;
};

/** Where a multi-step flow stands: a progress bar for assistive technology, named steps for the eye. */
export function Steps({ steps, current, label }: Props) {
  return (
    <div className="steps">
      <ProgressBar className="steps-progress" value={current} minValue={0} maxValue={steps.length} valueLabel={steps[current - 1]}>
        <Label className="steps-label">{label}</Label>
        <div className="steps-track" aria-hidden="true">
          <div className="steps-fill" style={{ width: `${(current / steps.length) * 100}%` }} />
        </div>
      </ProgressBar>
      <ol className="steps-list" aria-hidden="true">
        {steps.map((name, index) => (
          <li key={name} className={index + 1 === current ? "steps-item steps-item-current" : index + 1 < current ? "steps-item steps-item-done" : "steps-item"}>
            <span className="steps-number">{index + 1}</span>
            <span className="steps-name">{name}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
