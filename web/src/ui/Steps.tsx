import { useId } from "react";

type Props = {
  /** Step names, in order. */
  steps: readonly string[];
  /** 1-based. */
  current: number;
  /** "Étape 2 sur 3", spoken with the progress value. */
  label: string;
};

/**
 * Where a multi-step flow stands: a progress bar for assistive technology, named steps for the eye.
 * A plain ARIA progressbar, not react-aria-components' ProgressBar: its Button imports that module
 * for a context, so using the component would put it and its number formatter in the chunk every
 * page loads, the login page's first (npm run bench:bundle).
 */
export function Steps({ steps, current, label }: Props) {
  const labelId = useId();
  return (
    <div className="steps">
      <div className="steps-progress" role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={steps.length} aria-valuenow={current} aria-valuetext={steps[current - 1]}>
        <span id={labelId} className="steps-label">
          {label}
        </span>
        <div className="steps-track" aria-hidden="true">
          <div className="steps-fill" style={{ width: `${(current / steps.length) * 100}%` }} />
        </div>
      </div>
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
