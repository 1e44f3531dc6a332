import {
  ConsultStatus,
  Country,
  Gender,
  MessageStatus,
  ParticipationSide,
  RequestStatus,
} from "../db/generated/prisma/enums.ts";
import { builder } from "./builder.ts";

export const CountryEnum = builder.enumType(Country, {
  name: "Country",
  description: "A country the platform serves; it decides registration numbers, act codes, phone formats and who may ask whom.",
  values: { FR: { description: "France." }, BE: { description: "Belgium." }, DE: { description: "Germany." } },
});
export const GenderEnum = builder.enumType(Gender, {
  name: "Gender",
  description: "Gender of a person (patient or professional), as entered.",
  values: { M: { description: "Male." }, F: { description: "Female." }, O: { description: "Other or not stated." } },
});
export const RequestStatusEnum = builder.enumType(RequestStatus, {
  name: "RequestStatus",
  description: "Where a request stands on the sender side (spec 2 §3).",
  values: {
    DRAFT: { description: "Being written; only its author sees it." },
    PUBLISHED: { description: "Sent to its recipient; its consult is open, completed or cancelled." },
    CANCELLED: { description: "Withdrawn by its sender after publication." },
  },
});
export const ConsultStatusEnum = builder.enumType(ConsultStatus, {
  name: "ConsultStatus",
  description: "Where the expert side's answer to a published request stands.",
  values: {
    OPENED: { description: "Waiting for or under discussion with the expert side." },
    COMPLETED: { description: "Answered and closed with an act code." },
    CANCELLED: { description: "Rejected by the expert side, or the request was cancelled." },
  },
});
export const ParticipationSideEnum = builder.enumType(ParticipationSide, {
  name: "ParticipationSide",
  description: "Which side of a request a participant is on.",
  values: {
    SENDER: { description: "The requester side: the author and the colleagues they added." },
    RECIPIENT: { description: "The expert side: the addressed professional or the members of the addressed group who joined." },
  },
});
export const MessageStatusEnum = builder.enumType(MessageStatus, {
  name: "MessageStatus",
  description: "Whether a message is still the author's draft or has been sent.",
  values: {
    DRAFT: { description: "Only its author sees it; at most one per author and request." },
    PUBLISHED: { description: "Sent: every participant sees it; no longer editable." },
  },
});

export const IdentificationStatusEnum = builder.enumType("IdentificationStatus", {
  description: "Where the validation of an account's identity stands (spec 1 §6); until VALIDATED the account reaches nothing but itself.",
  values: {
    NONE: { description: "No identity or professional card sent yet." },
    SKIPPED: { description: "The user chose to identify later." },
    PENDING: { description: "A card was sent and waits for a super user's decision." },
    VALIDATED: { description: "The identity was validated (by a super user or Pro Santé Connect)." },
    REJECTED: { description: "A super user rejected the card; the user may send another." },
  } as const,
});
