import { useEffect, useRef, useState } from "react";
import type { FormValue } from "@rules/form-schema.ts";
import type { UpdateDraftInput } from "../../../__generated__/useUpdateDraftMutation.graphql";
import type { MutationOutcome } from "../../../relay/useMutationPromise.ts";
import { createAutosave, type Autosave, type AutosaveStatus } from "../../messages/autosave.ts";
import { useUpdateDraftMutation, type DraftSavedOutcome } from "./useUpdateDraftMutation.ts";

/** What the editor autosaves: the free text, or the topic form's values. */
export type DraftContent = { description: string; formValue: FormValue | null };

type Fields = Omit<UpdateDraftInput, "requestId" | "version">;

function contentInput(content: DraftContent): Fields {
  return content.formValue ? { formValue: content.formValue } : content.description.trim() ? { description: content.description } : { clearDescription: true };
}

export type DraftContentSave = {
  status: AutosaveStatus;
  /** Someone saved the draft since this editor loaded it: saving stops until the user chooses. */
  conflict: boolean;
  edit: (content: DraftContent) => void;
  /** Sends what is pending and waits: before publishing. */
  flush: () => Promise<void>;
  /** A field saved at once (patient, consent, stay), after the pending text, on the same version line. */
  saveNow: (fields: Fields) => Promise<MutationOutcome<DraftSavedOutcome>>;
  /** After a reload: continue from `version`, keeping the saved text or sending ours over it. */
  resolveConflict: (version: number, keep: "theirs" | "mine", theirs: DraftContent, mine: DraftContent) => void;
  version: () => number;
};

/**
 * The draft editor's saves (spec 2 §4 "Autosave"): 3 s after the text stops changing, one save at
 * a time, edits made during a save sent after it. Every save carries the version this editor
 * last saw: when someone else saved in between, the server refuses (version_conflict) and
 * nothing is overwritten; the editor then shows both texts and the user picks.
 */
export function useDraftContentSave(requestId: string, initialVersion: number, initial: DraftContent): DraftContentSave {
  const [updateDraft] = useUpdateDraftMutation();
  const [status, setStatus] = useState<AutosaveStatus>("idle");
  const [conflict, setConflict] = useState(false);
  const version = useRef(initialVersion);
  const conflicted = useRef(false);
  const update = useRef(updateDraft);
  update.current = updateDraft;

  // Every save of this editor, text or field, goes through one chain: each carries the version
  // the previous one returned, so the editor never races itself into a conflict.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const send = (fields: Fields): Promise<MutationOutcome<DraftSavedOutcome>> => {
    const run = async (): Promise<MutationOutcome<DraftSavedOutcome>> => {
      if (conflicted.current) return { ok: false, error: { code: "version_conflict" } };
      const outcome = await update.current({ requestId, version: version.current, ...fields });
      if (outcome.ok) version.current = outcome.data.version;
      else if (outcome.error.code === "version_conflict") {
        conflicted.current = true;
        setConflict(true);
      }
      return outcome;
    };
    const next = chain.current.then(run, run);
    chain.current = next;
    return next;
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  const [autosave] = useState<Autosave>(() => {
    const instance = createAutosave({
      save: async (serialized) => (await sendRef.current(contentInput(JSON.parse(serialized) as DraftContent))).ok,
      onStatus: setStatus,
    });
    instance.reset(JSON.stringify(initial));
    return instance;
  });
  useEffect(
    () => () => {
      // Leaving the editor: what was typed in the last 3 s is saved too.
      void autosave.flush().finally(() => autosave.dispose());
    },
    [autosave],
  );

  return {
    status,
    conflict,
    edit: (content) => autosave.edit(JSON.stringify(content)),
    flush: () => autosave.flush(),
    saveNow: async (fields) => {
      // The pending text first, so that the field save lands after it on the same line.
      void autosave.flush();
      return sendRef.current(fields);
    },
    resolveConflict: (latest, keep, theirs, mine) => {
      version.current = latest;
      conflicted.current = false;
      setConflict(false);
      if (keep === "theirs") autosave.reset(JSON.stringify(theirs));
      else {
        autosave.reset(JSON.stringify(theirs));
        autosave.edit(JSON.stringify(mine));
        void autosave.flush();
      }
    },
    version: () => version.current,
  };
}
