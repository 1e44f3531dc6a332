import { useEffect, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";

/** Pages drawn at most: a long document is read after download, the preview shows its start. */
const MAX_PAGES = 20;

type State = { kind: "loading" } | { kind: "shown"; pages: number; total: number } | { kind: "failed" };

/**
 * A PDF drawn page by page on canvases by pdf.js, with scripting and eval off: the file itself is
 * fetched with the session cookie and served as a sandboxed download, so no PDF content ever runs
 * in a frame of ours (issue 17 item 5).
 */
export function PdfPreview({ url, name }: { url: string; name: string }) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ kind: "loading" });
  // The label in the current language, read when a page is drawn: the drawing does not restart when `t` changes.
  const pageLabel = useRef((number: number) => String(number));
  pageLabel.current = (number: number) => t`Page ${number} de ${name}`;

  useEffect(() => {
    let cancelled = false;
    const target = container.current;
    // The loading task owns the worker and the document: destroyed when the viewer closes or the
    // file changes, and after a failure, so neither outlives the preview.
    let task: { destroy(): Promise<void> } | null = null;
    const load = async () => {
      const { getDocument } = await import("./load-pdfjs.ts");
      if (cancelled) return;
      const loading = getDocument({ url, isEvalSupported: false, enableXfa: false, withCredentials: true });
      task = loading;
      const pdf = await loading.promise;
      const pages = Math.min(pdf.numPages, MAX_PAGES);
      const width = Math.min(target?.clientWidth || 800, 900);
      for (let number = 1; number <= pages && !cancelled; number++) {
        const page = await pdf.getPage(number);
        const unscaled = page.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (width / unscaled.width) * ratio });
        const canvas = document.createElement("canvas");
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.setAttribute("role", "img");
        canvas.setAttribute("aria-label", pageLabel.current(number));
        await page.render({ canvas, viewport }).promise;
        if (!cancelled) target?.append(canvas);
      }
      if (!cancelled) setState({ kind: "shown", pages, total: pdf.numPages });
    };
    load()
      .catch(() => {
        if (!cancelled) setState({ kind: "failed" });
      })
      .finally(() => void task?.destroy());
    return () => {
      cancelled = true;
      void task?.destroy();
      target?.replaceChildren();
    };
  }, [url]);

  return (
    <div className="pdf-preview">
      {state.kind === "loading" ? (
        <p role="status">
          <Trans>Chargement de l'aperçu…</Trans>
        </p>
      ) : null}
      {state.kind === "failed" ? (
        <p role="status">
          <Trans>Aperçu impossible : téléchargez le fichier pour le lire.</Trans>
        </p>
      ) : null}
      <div ref={container} className="pdf-preview-pages" aria-label={t`Aperçu de ${name}`} role="group" />
      {state.kind === "shown" && state.total > state.pages ? (
        <p className="pdf-preview-more">
          <Trans>
            Aperçu des {state.pages} premières pages sur {state.total} : téléchargez le fichier pour le lire en entier.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
