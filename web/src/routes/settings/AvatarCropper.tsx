import { Trans, useLingui } from "@lingui/react/macro";
import { ImageCropper, type CropShape } from "./ImageCropper.tsx";

/** The square sent to the server: the server shrinks it to 1024×1024 at most anyway (spec 2 §5). */
const AVATAR_SHAPE: CropShape = { aspect: 1, outputWidth: 1024, viewWidth: 280, maxZoom: 4, round: true };

type Props = {
  file: File;
  isSaving: boolean;
  /** The square crop as JPEG, or null when the canvas gave nothing (an empty crop, spec 2 §5). */
  onCrop: (picture: Blob | null) => void;
  onCancel: () => void;
};

/** The avatar's square crop, shown as the circle the sidebar shows. */
export function AvatarCropper(props: Props) {
  const { t } = useLingui();
  return (
    <ImageCropper
      {...props}
      shape={AVATAR_SHAPE}
      frameLabel={t`Cadrage de la photo : faites glisser pour déplacer, ou utilisez les flèches`}
      saveLabel={<Trans>Enregistrer la photo</Trans>}
      cancelLabel={<Trans>Annuler</Trans>}
    />
  );
}
