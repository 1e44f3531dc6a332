import { useLocation } from "react-router";
import { InteropDraftOutcome } from "./InteropDraftOutcome.tsx";
import { interopLinkInput } from "./interop-link-params.ts";
import { useStartInteropDraftMutation } from "./useStartInteropDraftMutation.ts";

/**
 * Spec 1 §2, spec 2 §2 /interop/drafts/new: practice software opens a draft for its doctor with
 * the parameters in the hash (interop-link-params.ts); the draft is made and opened, or the
 * screen says which parameter is wrong.
 */
export function InteropDraftNewPage() {
  const { hash } = useLocation();
  const start = useStartInteropDraftMutation();
  const link = interopLinkInput(hash);
  return (
    <InteropDraftOutcome
      runKey={hash}
      run={() => (link.ok ? start(link.input) : Promise.resolve({ ok: false, error: { code: "validation_failed", field: link.parameter } }))}
    />
  );
}
