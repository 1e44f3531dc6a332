import type { RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";
import { meetingsCatalogue } from "./meetings-catalogue.ts";

/** The meetings area's own route (spec 1 §2 route table): /meeting/{meetingId}/join. The tab lives in the group page. */
export const meetingsRoutes: RouteObject[] = [
  { path: "meeting/:id/join", lazy: lazyElement(() => import("./MeetingJoinPage.tsx"), ({ MeetingJoinPage }) => <MeetingJoinPage />, meetingsCatalogue) },
];
