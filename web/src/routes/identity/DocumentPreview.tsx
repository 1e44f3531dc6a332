import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { DocumentIcon } from "../../ui/icons.tsx";
import { fileSize, type IdentityFileKind } from "./identity-file.ts";
import "./identity-upload.css";

/** The chosen card before it is sent: a thumbnail for a picture, an icon and the name for a PDF (or a TIFF). */
export function DocumentPreview({ file, kind }: { file: File; kind: IdentityFileKind }) {
  const { t, i18n } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (kind !== "image") return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    // The picture stays in memory until its URL is revoked.
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, kind]);
  const { value, unit } = fileSize(file.size);
  const size = i18n.number(value, { maximumFractionDigits: 1 });
  const name = file.name;
  return (
    <figure className="document-preview">
      {kind === "image" && url ? (
        <img className="document-preview-image" src={url} alt={t`Aperçu de ${name}`} />
      ) : (
        <span className="document-preview-icon">
          <DocumentIcon />
        </span>
      )}
      <figcaption className="document-preview-caption">
        <span className="document-preview-name">{name}</span>
        <span className="document-preview-size">{unit === "KB" ? t`${size} Ko` : t`${size} Mo`}</span>
      </figcaption>
    </figure>
  );
}
