import { useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "../../ui/Button.tsx";
import "./image-cropper.css";

export type CropShape = {
  /** Width over height of the frame: 1 for the avatar's square, 3 for a signature's strip. */
  aspect: number;
  /** Width in pixels of the picture sent; its height follows the aspect. */
  outputWidth: number;
  /** On screen, the frame's width in CSS pixels. */
  viewWidth: number;
  maxZoom: number;
  /** The avatar shows its frame as the circle the sidebar will show. */
  round?: boolean;
};

type Props = {
  file: File;
  shape: CropShape;
  /** The frame's accessible name, which says how to move the picture. */
  frameLabel: string;
  saveLabel: ReactNode;
  cancelLabel: ReactNode;
  isSaving: boolean;
  /** The crop as JPEG on white, or null when the canvas gave nothing (an empty crop, spec 2 §5). */
  onCrop: (picture: Blob | null) => void;
  onCancel: () => void;
};

type View = { zoom: number; x: number; y: number };

/** The source rectangle of the image shown, in image pixels, kept inside the image. */
function sourceOf(img: HTMLImageElement, v: View, aspect: number) {
  const fitsWidth = img.naturalWidth / img.naturalHeight <= aspect;
  const width = (fitsWidth ? img.naturalWidth : img.naturalHeight * aspect) / v.zoom;
  const height = width / aspect;
  const maxX = (img.naturalWidth - width) / 2;
  const maxY = (img.naturalHeight - height) / 2;
  const x = Math.max(-maxX, Math.min(maxX, v.x));
  const y = Math.max(-maxY, Math.min(maxY, v.y));
  return { sx: img.naturalWidth / 2 - width / 2 + x, sy: img.naturalHeight / 2 - height / 2 + y, width, height, x, y };
}

/**
 * A crop of our own (a canvas and pointer events, no library): the picture fills the frame at
 * zoom 1; the slider zooms in, dragging (mouse, pen or finger) moves it, and the arrow keys move it
 * too. Used for the avatar's square and the signature's strip; loaded only once a picture is chosen.
 */
export function ImageCropper({ file, shape, frameLabel, saveLabel, cancelLabel, isSaving, onCrop, onCancel }: Props) {
  const { aspect, viewWidth } = shape;
  const viewHeight = Math.round(viewWidth / aspect);
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

  useEffect(() => {
    const context = canvas.current?.getContext("2d");
    if (!context || !image) return;
    const s = sourceOf(image, view, aspect);
    context.clearRect(0, 0, viewWidth, viewHeight);
    context.drawImage(image, s.sx, s.sy, s.width, s.height, 0, 0, viewWidth, viewHeight);
  }, [image, view, viewWidth, viewHeight, aspect]);

  const move = (dx: number, dy: number) => {
    if (!image) return;
    setView((v) => {
      const scale = sourceOf(image, v, aspect).width / viewWidth;
      const s = sourceOf(image, { ...v, x: v.x - dx * scale, y: v.y - dy * scale }, aspect);
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
    // The canvas may be drawn smaller than its pixels (a narrow screen): move by what the finger moved.
    const ratio = viewWidth / (event.currentTarget.getBoundingClientRect().width || viewWidth);
    move((event.clientX - start.x) * ratio, (event.clientY - start.y) * ratio);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const crop = () => {
    if (!image) return onCrop(null);
    const output = document.createElement("canvas");
    output.width = shape.outputWidth;
    output.height = Math.round(shape.outputWidth / aspect);
    const context = output.getContext("2d");
    if (!context) return onCrop(null);
    const s = sourceOf(image, view, aspect);
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, output.width, output.height);
    context.drawImage(image, s.sx, s.sy, s.width, s.height, 0, 0, output.width, output.height);
    output.toBlob((blob) => onCrop(blob && blob.size > 0 ? blob : null), "image/jpeg", 0.92);
  };

  if (failed) {
    return (
      <div className="image-cropper">
        <p role="alert" className="field-error">
          <Trans>Cette image ne peut pas être lue. Choisissez une photo (JPEG, PNG, WebP…).</Trans>
        </p>
        <Button variant="quiet" onPress={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    );
  }

  return (
    <div className="image-cropper">
      <canvas
        ref={canvas}
        width={viewWidth}
        height={viewHeight}
        className={shape.round ? "image-cropper-canvas image-cropper-round" : "image-cropper-canvas"}
        role="img"
        aria-label={frameLabel}
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
      <div className="image-cropper-zoom">
        <label htmlFor={zoomId}>
          <Trans>Zoom</Trans>
        </label>
        <input id={zoomId} type="range" min={1} max={shape.maxZoom} step={0.05} value={view.zoom} onChange={(event) => setView((v) => ({ ...v, zoom: Number(event.target.value) }))} />
      </div>
      <div className="image-cropper-actions">
        <Button variant="primary" onPress={crop} isPending={isSaving} isDisabled={!image}>
          {saveLabel}
        </Button>
        <Button variant="quiet" onPress={onCancel} isDisabled={isSaving}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
