import { useId, useRef, useState, type PointerEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/Button.tsx";

/** The drawing's pixels: wide enough for the stored 1200×400 at most (spec 2 §4), drawn smaller on screen. */
const PAD_WIDTH = 1200;
const PAD_HEIGHT = 480;
const INK_COLOUR = "#14213d";
const LINE_WIDTH = 6;

type Props = {
  isSaving: boolean;
  /** The drawing as a PNG on transparency. */
  onSave: (drawing: Blob | null) => void;
  onBack: () => void;
};

/**
 * Spec 2 §4 "draw": a canvas signed with a mouse, a pen or a finger (pointer events, which touch
 * screens send too; touch-action none keeps the page from scrolling under the finger). Keyboard
 * users are told to import a picture instead: a signature cannot be typed.
 */
export function SignaturePad({ isSaving, onSave, onBack }: Props) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<{ id: number; x: number; y: number } | null>(null);
  const [hasInk, setHasInk] = useState(false);
  const instructionsId = useId();

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / (box.width || 1)) * PAD_WIDTH, y: ((event.clientY - box.top) / (box.height || 1)) * PAD_HEIGHT };
  };

  const line = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    context.strokeStyle = INK_COLOUR;
    context.lineWidth = LINE_WIDTH;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.beginPath();
    context.moveTo(from.x, from.y);
    // A tap leaves a dot: a zero-length round-capped line.
    context.lineTo(to.x === from.x && to.y === from.y ? to.x + 0.1 : to.x, to.y);
    context.stroke();
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === "mouse") return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = pointOf(event);
    stroke.current = { id: event.pointerId, ...point };
    line(point, point);
    setHasInk(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const last = stroke.current;
    if (!last || last.id !== event.pointerId) return;
    const point = pointOf(event);
    line(last, point);
    stroke.current = { id: event.pointerId, ...point };
  };
  const onPointerUp = () => {
    stroke.current = null;
  };

  const clear = () => {
    canvas.current?.getContext("2d")?.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
    setHasInk(false);
  };

  const save = () => {
    const pad = canvas.current;
    if (!pad || !hasInk) return onSave(null);
    pad.toBlob((blob) => onSave(blob && blob.size > 0 ? blob : null), "image/png");
  };

  return (
    <div className="signature-pad">
      <p id={instructionsId} className="signature-instructions">
        <Trans>Signez dans le cadre avec la souris, un stylet ou le doigt. Au clavier, revenez en arrière et importez une image de votre signature.</Trans>
      </p>
      <canvas
        ref={canvas}
        width={PAD_WIDTH}
        height={PAD_HEIGHT}
        className="signature-pad-canvas"
        role="img"
        aria-label={t`Zone de signature`}
        aria-describedby={instructionsId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      />
      <div className="signature-actions">
        <Button variant="primary" onPress={save} isPending={isSaving} isDisabled={!hasInk}>
          <Trans>Enregistrer la signature</Trans>
        </Button>
        <Button onPress={clear} isDisabled={!hasInk || isSaving}>
          <Trans>Effacer</Trans>
        </Button>
        <Button variant="quiet" onPress={onBack} isDisabled={isSaving}>
          <Trans>Retour</Trans>
        </Button>
      </div>
    </div>
  );
}
