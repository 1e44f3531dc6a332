import { useId, type ReactNode } from "react";

/** One section of the settings screen: a region named by its heading, so a screen reader lists it. */
export function SettingsSection({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h2 id={id} className="settings-section-title">
        {title}
      </h2>
      {intro ? <p className="settings-section-intro">{intro}</p> : null}
      {children}
    </section>
  );
}
