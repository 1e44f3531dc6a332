import { Suspense, useEffect, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useLocation, useNavigate } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RequestMeetingSection_request$key } from "../../../__generated__/RequestMeetingSection_request.graphql";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { Button } from "../../../ui/Button.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import { lazyComponent } from "../../../ui/lazy-component.ts";
import { meetingTitle, videoModeText } from "./meeting-labels.ts";
import { useSetRequestMeetingMutation } from "./useSetRequestMeetingMutation.ts";
import "./meeting-registration.css";

// The meeting picker (react-aria's radio group and focus scope, some 8 KB gzipped) is a chunk of
// its own (issue 18): the request page's first load does not carry it; it is fetched once the
// page shows a meeting the viewer may change.
const MeetingSelectionModal = lazyComponent(() => import("./MeetingSelectionModal.tsx").then((module) => module.MeetingSelectionModal));

/** The location state the draft editor leaves after publishing when automatic mode chose the meeting. */
export type AutomaticMeetingState = { meetingAssignedAutomatically: true };

function isAutomaticState(state: unknown): state is AutomaticMeetingState {
  return typeof state === "object" && state !== null && (state as Partial<AutomaticMeetingState>).meetingAssignedAutomatically === true;
}

/**
 * The request aside's meeting (spec 2 §2: "meeting, videoconference"): when and how the request
 * is discussed, "change meeting" for those with the right (spec 2 §6), the registration
 * confirmation, and the automatic-assignment dialog right after sending (spec 2 §4).
 */
export function RequestMeetingSection({ request }: { request: RequestMeetingSection_request$key }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment RequestMeetingSection_request on Request {
        id
        canEditMeeting
        recipientTopic {
          type
        }
        consultMeeting {
          id
          scheduledAt
          label
          videoCallMode
        }
        registrableMeetings {
          id
          scheduledAt
          label
          videoCallMode
        }
      }
    `,
    request,
  );
  const [setMeeting] = useSetRequestMeetingMutation();
  const [picking, setPicking] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const automatic = isAutomaticState(location.state) && data.consultMeeting !== null;
  const isMeetingTopic = data.recipientTopic?.type === "MEETING";
  useEffect(() => {
    if (isMeetingTopic && data.canEditMeeting) MeetingSelectionModal.preload();
  }, [isMeetingTopic, data.canEditMeeting]);
  if (!isMeetingTopic) return null;
  const meeting = data.consultMeeting;

  const closeAutomatic = () => void navigate(location.pathname + location.search, { replace: true, state: null });

  const change = async (meetingId: string | null): Promise<string | null> => {
    const outcome = await setMeeting(data.id, meetingId);
    if (!outcome.ok) return errorText(outcome.error);
    setPicking(false);
    setConfirmed(true);
    return null;
  };

  return (
    <section className="panel" aria-labelledby="aside-meeting">
      <h2 id="aside-meeting" className="panel-title">
        <Trans>Réunion</Trans>
      </h2>
      {meeting ? (
        <dl className="facts">
          <dt>
            <Trans>Date</Trans>
          </dt>
          <dd>{meetingTitle(i18n, meeting)}</dd>
          <dt>
            <Trans>Visioconférence</Trans>
          </dt>
          <dd>{videoModeText(i18n, meeting.videoCallMode)}</dd>
        </dl>
      ) : (
        <p className="muted">
          <Trans>La demande n'est inscrite à aucune réunion.</Trans>
        </p>
      )}
      {data.canEditMeeting ? (
        <div className="meeting-aside-actions">
          <Button variant="secondary" onPress={() => setPicking(true)}>
            {meeting ? t`Changer de réunion` : t`Inscrire à une réunion`}
          </Button>
        </div>
      ) : null}
      {picking ? (
        <Suspense fallback={null}>
          <MeetingSelectionModal isOpen onClose={() => setPicking(false)} choices={data.registrableMeetings} initial={meeting?.id ?? null} purpose="change" onConfirm={change} />
        </Suspense>
      ) : null}
      <ModalDialog title={t`Inscription enregistrée`} isOpen={confirmed} onOpenChange={(open) => (open ? undefined : setConfirmed(false))}>
        <div className="dialog-form">
          <p>{meeting ? t`La demande sera discutée à la réunion du ${meetingTitle(i18n, meeting)}.` : t`La demande n'est plus inscrite à une réunion.`}</p>
          <div className="dialog-actions">
            <Button variant="primary" onPress={() => setConfirmed(false)}>
              {t`Fermer`}
            </Button>
          </div>
        </div>
      </ModalDialog>
      <ModalDialog title={t`Réunion attribuée automatiquement`} isOpen={automatic} onOpenChange={(open) => (open ? undefined : closeAutomatic())}>
        <div className="dialog-form">
          <p>{meeting ? t`Votre demande a été envoyée et inscrite automatiquement à la prochaine réunion de la catégorie : ${meetingTitle(i18n, meeting)}.` : null}</p>
          <p className="muted">
            <Trans>Le groupe pourra la déplacer vers une autre réunion si nécessaire.</Trans>
          </p>
          <div className="dialog-actions">
            <Button variant="primary" onPress={closeAutomatic}>
              {t`J'ai compris`}
            </Button>
          </div>
        </div>
      </ModalDialog>
    </section>
  );
}
