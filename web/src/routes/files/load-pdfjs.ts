import { getDocument, GlobalWorkerOptions } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

// pdf.js draws a PDF's pages on canvases and never runs the scripts a PDF carries (issue 17: no
// PDF is shown by the browser's own viewer, which cannot be sandboxed). Imported dynamically by
// PdfPreview only, so the library loads when a PDF is opened, not with the screens around it.
GlobalWorkerOptions.workerSrc = workerUrl;

export { getDocument };
