import { useEffect, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../ui/Button.tsx";
import type { DraftContent } from "./useDraftContentSave.ts";

type Props = {
  /** The saved draft as the server holds it (after onReload). */
  theirs: DraftContent;
  mine: DraftContent;
  editor: string | null;
  latestVersion: number;
  onReload: () => Promise<unknown>;
  onKeepTheirs: (version: number, theirs: DraftContent) => void;
  onReapplyMine: (version: number, theirs: DraftContent) => void;
  /** The text shown for a version: the description, or the form's answers as readable text. */
  describe: (content: DraftContent) => string;
};


/**
 * Two people saved the same draft: this editor's save was refused, nothing was overwritten.
 * The newer saved text is shown beside ours; the user keeps it or sends theirs over it.
 */
export function DraftConflictNotice({ theirs, mine, editor, latestVersion, onReload, onKeepTheirs, onReapplyMine, describe }: Props) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState(false);
  // Once per conflict (the notice is mounted when a save is refused), whatever the parent renders.
  const reload = useRef(onReload);
  useEffect(() => {
    void reload.current().then(() => setLoaded(true));
  }, []);
  return (
    <section className="draft-conflict" role="alert" aria-labelledby="draft-conflict-title">
      <h2 id="draft-conflict-title" className="panel-title">
        <Trans>Ce brouillon a été modifié entre-temps</Trans>
      </h2>
      <p>
        {editor ? <Trans>{editor} a enregistré une version plus récente. Votre dernière modification n'a pas été enregistrée : rien n'a été écrasé.</Trans> : <Trans>Une version plus récente a été enregistrée. Votre dernière modification n'a pas été enregistrée : rien n'a été écrasé.</Trans>}
      </p>
      <div className="draft-conflict-texts">
        <div>
          <h3>{t`Version enregistrée`}</h3>
          <p className="prose">{loaded ? describe(theirs) || t`(vide)` : t`Chargement…`}</p>
        </div>
        <div>
          <h3>{t`Votre version`}</h3>
          <p className="prose">{describe(mine) || t`(vide)`}</p>
        </div>
      </div>
      <div className="draft-actions">
        <Button variant="secondary" isDisabled={!loaded} onPress={() => onKeepTheirs(latestVersion, theirs)}>
          <Trans>Garder la version enregistrée</Trans>
        </Button>
        <Button variant="primary" isDisabled={!loaded} onPress={() => onReapplyMine(latestVersion, theirs)}>
          <Trans>Réappliquer ma version</Trans>
        </Button>
      </div>
    </section>
  );
}
