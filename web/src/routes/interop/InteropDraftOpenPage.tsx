import { useParams } from "react-router";
import { InteropDraftOutcome } from "./InteropDraftOutcome.tsx";
import { useConvertInteropDraftMutation } from "./useConvertInteropDraftMutation.ts";

/** Spec 1 §2, spec 2 §2 /interop/drafts/{id}: a draft prepared by practice software becomes a request, which opens. */
export function InteropDraftOpenPage() {
  const { id = "" } = useParams();
  const convert = useConvertInteropDraftMutation();
  return <InteropDraftOutcome runKey={id} run={() => convert(id)} />;
}
