import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TutorialDialogQuery } from "../../../__generated__/TutorialDialogQuery.graphql";
import { Button } from "../../../ui/Button.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import { TutorialSlideView } from "./TutorialSlideView.tsx";
import { useMarkTutorialSeenMutation } from "./useMarkTutorialSeenMutation.ts";
import "./tutorial.css";

/**
 * Spec 1 §1 onboarding tutorial: the slides of the viewer's user type, one at a time, with
 * previous, next and skip (keyboard: the arrows too). However it ends (finished, skipped,
 * Escape), it is marked seen so that it does not open by itself again. `onlyIfUnseen`: opened
 * by the signup flag, it shows only to a member who has not seen it yet.
 */
export function TutorialDialog({ onlyIfUnseen, onClose }: { onlyIfUnseen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<TutorialDialogQuery>(
    graphql`
      query TutorialDialogQuery {
        tutorial {
          slides
          seen
          ...TutorialSlideView_tutorial
        }
      }
    `,
    {},
    { fetchPolicy: "network-only" },
  );
  const markSeen = useMarkTutorialSeenMutation();
  const [index, setIndex] = useState(0);
  const [isOpen, setOpen] = useState(true);
  const skipped = onlyIfUnseen && data.tutorial.seen;
  const closing = useRef(false);

  useEffect(() => {
    if (skipped) onClose();
  }, [skipped, onClose]);
  if (skipped) return null;

  const slides = data.tutorial.slides;
  const last = slides.length - 1;
  const slide = slides[Math.min(index, last)];
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    setOpen(false);
    void markSeen().finally(onClose);
  };
  const step = Math.min(index, last) + 1;
  const count = slides.length;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") setIndex((value) => Math.min(value + 1, last));
    if (event.key === "ArrowLeft") setIndex((value) => Math.max(value - 1, 0));
  };
  return (
    <ModalDialog title={t`Guide de démarrage`} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <div className="tutorial" onKeyDown={onKeyDown}>
        {slide ? <TutorialSlideView slide={slide} tutorial={data.tutorial} /> : null}
        <p className="tutorial-progress" aria-live="polite">
          <Trans>
            Étape {step} sur {count}
          </Trans>
        </p>
        <div className="tutorial-actions">
          {index < last ? (
            <Button variant="quiet" onPress={close}>
              <Trans>Passer le guide</Trans>
            </Button>
          ) : (
            <span />
          )}
          <span className="tutorial-steps">
            <Button variant="secondary" isDisabled={index === 0} onPress={() => setIndex((value) => Math.max(value - 1, 0))}>
              <Trans>Précédent</Trans>
            </Button>
            {index < last ? (
              <Button variant="primary" onPress={() => setIndex((value) => Math.min(value + 1, last))}>
                <Trans>Suivant</Trans>
              </Button>
            ) : (
              <Button variant="primary" onPress={close}>
                <Trans>Terminer</Trans>
              </Button>
            )}
          </span>
        </div>
      </div>
    </ModalDialog>
  );
}
