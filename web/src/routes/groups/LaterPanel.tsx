import { Trans } from "@lingui/react/macro";

/** A tab whose content comes in a later version (meetings, on-call planning): its place, honestly. */
export function LaterPanel({ title }: { title: string }) {
  return (
    <section className="group-later" aria-labelledby="group-later-title">
      <h2 id="group-later-title" className="group-section-title">
        {title}
      </h2>
      <p>
        <Trans>Cette partie sera disponible dans une prochaine version.</Trans>
      </p>
    </section>
  );
}
