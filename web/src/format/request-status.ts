export type RequestStatusValue = "DRAFT" | "PUBLISHED" | "CANCELLED";
export type ConsultStatusValue = "OPENED" | "COMPLETED" | "CANCELLED";

/** One badge per request: the consult's progress once it exists, else the request's own state. */
export type StatusKind = "draft" | "sent" | "cancelled" | "in_progress" | "completed" | "declined";

export function requestStatusKind(status: string, consultStatus: string | null | undefined): StatusKind {
  if (status === "DRAFT") return "draft";
  if (status === "CANCELLED") return "cancelled";
  if (consultStatus === "OPENED") return "in_progress";
  if (consultStatus === "COMPLETED") return "completed";
  // A consult is "cancelled" when the expert side rejects it.
  if (consultStatus === "CANCELLED") return "declined";
  return "sent";
}
