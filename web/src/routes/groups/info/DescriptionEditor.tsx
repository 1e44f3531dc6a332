import { Suspense, useEffect, useState, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MutationOutcome } from "../../../relay/useMutationPromise.ts";
import { Button } from "../../../ui/Button.tsx";
import { lazyComponent } from "../../../ui/lazy-component.ts";
import { CollapsibleText } from "./CollapsibleText.tsx";

// The editing form (react-aria's text field) is a chunk of its own, fetched once an editable
// description has rendered (issue 18: the information tab's first paint does not wait for it).
const DescriptionForm = lazyComponent(() => import("./DescriptionForm.tsx").then((module) => module.DescriptionForm));

type Props = {
  /** The text as saved; null: none yet. */
  value: string | null | undefined;
  canEdit: boolean;
  /** The editor's field label, e.g. "Description du groupe". */
  label: string;
  emptyText: ReactNode;
  onSave: (value: string) => Promise<MutationOutcome>;
  isSaving: boolean;
};

/**
 * A description read collapsed after 450 characters, and edited in place by who may: save is
 * disabled while the text is unchanged (spec 1 §5 "description editor").
 */
export function DescriptionEditor({ value, canEdit, label, emptyText, onSave, isSaving }: Props) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (canEdit) DescriptionForm.preload();
  }, [canEdit]);
  const saved = value ?? "";

  if (!editing) {
    return (
      <div className="description">
        {saved ? <CollapsibleText text={saved} /> : <p className="muted">{emptyText}</p>}
        {canEdit ? (
          <Button variant="quiet" className="description-edit" aria-label={t`Modifier : ${label}`} onPress={() => setEditing(true)}>
            <Trans>Modifier</Trans>
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <Suspense fallback={null}>
      <DescriptionForm saved={saved} label={label} onSave={onSave} isSaving={isSaving} onDone={() => setEditing(false)} />
    </Suspense>
  );
}
