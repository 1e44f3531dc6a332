import { useEffect, useId, useRef, useState, type PointerEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/Button.tsx";
import "./avatar-cropper.css";

/** The square sent to the server: the server shrinks it to 1024×1024 at most anyway (spec 2 §5). */
const OUTPUT_SIDE = 1024;
const VIEW_SIDE = 280;

type Props = {
  file: File;
  isSaving: boolean;
  /** The square crop as JPEG, or null when the canvas gave nothing (an empty crop, spec 2 §5). */
  onCrop: (picture: Blob | null) => void;
  onCancel: () => void;
};

type View = { zoom: number; x: number; y: number };

/**
 * A square crop of our own (a canvas and pointer events, no library): the picture fills the
 * square at zoom 1; the slider zooms up to 4×, dragging (mouse, pen or finger) moves it, and the
 * arrow keys move it too. Loaded only when a picture is chosen, so the settings screen stays small.
 */
export function AvatarCropper({ file, isSaving, onCrop, onCancel }: Props) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [view, setView] = useState<View>({ zoom: 1, x: 0, y: 0 });
  const zoomId = useId();
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => setImage(img);
    img.onerror = () => setFailed(true);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // The source square of the image shown, in image pixels, kept inside the image.
  const sourceOf = (img: HTMLImageElement, v: View) => {
    const side = Math.min(img.naturalWidth, img.naturalHeight) / v.zoom;
    const maxX = (img.naturalWidth - side) / 2;
    const maxY = (img.naturalHeight - side) / 2;
    const x = Math.max(-maxX, Math.min(maxX, v.x));
    const y = Math.max(-maxY, Math.min(maxY, v.y));
    return { sx: img.naturalWidth / 2 - side / 2 + x, sy: img.naturalHeight / 2 - side / 2 + y, side, x, y };
  };

  useEffect(() => {
    const context = canvas.current?.getContext("2d");
    if (!context || !image) return;
    const s = sourceOf(image, view);
    context.clearRect(0, 0, VIEW_SIDE, VIEW_SIDE);
    context.drawImage(image, s.sx, s.sy, s.side, s.side, 0, 0, VIEW_SIDE, VIEW_SIDE);
  }, [image, view]);

  const move = (dx: number, dy: number) => {
    if (!image) return;
    setView((v) => {
      const scale = Math.min(image.naturalWidth, image.naturalHeight) / v.zoom / VIEW_SIDE;
      const s = sourceOf(image, { ...v, x: v.x - dx * scale, y: v.y - dy * scale });
      return { ...v, x: s.x, y: s.y };
    });
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    move(event.clientX - start.x, event.clientY - start.y);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const crop = () => {
    if (!image) return onCrop(null);
    const output = document.createElement("canvas");
    output.width = OUTPUT_SIDE;
    output.height = OUTPUT_SIDE;
    const context = output.getContext("2d");
    if (!context) return onCrop(null);
    const s = sourceOf(image, view);
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, OUTPUT_SIDE, OUTPUT_SIDE);
    context.drawImage(image, s.sx, s.sy, s.side, s.side, 0, 0, OUTPUT_SIDE, OUTPUT_SIDE);
    output.toBlob((blob) => onCrop(blob && blob.size > 0 ? blob : null), "image/jpeg", 0.92);
  };

  if (failed) {
    return (
      <div className="avatar-cropper">
        <p role="alert" className="field-error">
          <Trans>Cette image ne peut pas être lue. Choisissez une photo (JPEG, PNG, WebP…).</Trans>
        </p>
        <Button variant="quiet" onPress={onCancel}>
          <Trans>Annuler</Trans>
        </Button>
      </div>
    );
  }

  return (
    <div className="avatar-cropper">
      <canvas
        ref={canvas}
        width={VIEW_SIDE}
        height={VIEW_SIDE}
        className="avatar-cropper-canvas"
        role="img"
        aria-label={t`Cadrage de la photo : faites glisser pour déplacer, ou utilisez les flèches`}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={(event) => {
          const step = 10;
          const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
          const delta = moves[event.key];
          if (delta) {
            event.preventDefault();
            move(delta[0], delta[1]);
          }
        }}
      />
      <div className="avatar-cropper-zoom">
        <label htmlFor={zoomId}>
          <Trans>Zoom</Trans>
        </label>
        <input id={zoomId} type="range" min={1} max={4} step={0.05} value={view.zoom} onChange={(event) => setView((v) => ({ ...v, zoom: Number(event.target.value) }))} />
      </div>
      <div className="avatar-cropper-actions">
        <Button variant="primary" onPress={crop} isPending={isSaving} isDisabled={!image}>
          <Trans>Enregistrer la photo</Trans>
        </Button>
        <Button variant="quiet" onPress={onCancel} isDisabled={isSaving}>
          <Trans>Annuler</Trans>
        </Button>
      </div>
    </div>
  );
}
