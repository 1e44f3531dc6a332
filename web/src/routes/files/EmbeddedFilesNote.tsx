import { Trans } from "@lingui/react/macro";

/**
 * Issue 17: PDFs that run scripts are refused at upload, but one carrying files of its own (a
 * lab's data, a scanned original) is accepted; a desktop reader would offer to open them, so the
 * viewer says so before anyone does.
 */
export function EmbeddedFilesNote() {
  return (
    <p className="attachment-note" role="note">
      <Trans>Ce PDF contient des fichiers intégrés. Ils ne sont pas ouverts ici ; ne les ouvrez dans votre lecteur PDF que si vous connaissez l'expéditeur.</Trans>
    </p>
  );
}
