import { useEffect, useRef, useState } from "react";
import { createAutosave, type Autosave, type AutosaveStatus } from "./autosave.ts";
import { useSaveMessageDraftMutation } from "./useSaveMessageDraftMutation.ts";

/**
 * The composer's draft autosave for one request. `initial` is the draft the server holds
 * (restored into the composer), so reopening the page does not save it again.
 */
export function useDraftAutosave(requestId: string, initial: string): { status: AutosaveStatus; autosave: Autosave } {
  const [saveDraft] = useSaveMessageDraftMutation();
  const [status, setStatus] = useState<AutosaveStatus>("idle");
  // The latest save function, read by the autosave that outlives renders.
  const saveRef = useRef(saveDraft);
  saveRef.current = saveDraft;
  const [autosave] = useState(() => {
    const instance = createAutosave({ save: async (value) => (await saveRef.current(requestId, value)).ok, onStatus: setStatus });
    instance.reset(initial);
    return instance;
  });
  useEffect(
    () => () => {
      // Leaving the page: what was typed in the last 3 s is kept as the draft.
      void autosave.flush().finally(() => autosave.dispose());
    },
    [autosave],
  );
  return { status, autosave };
}
