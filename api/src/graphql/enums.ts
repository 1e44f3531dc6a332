import {
  ConsultStatus,
  Country,
  Gender,
  MessageStatus,
  ParticipationSide,
  RequestStatus,
} from "../db/generated/prisma/enums.ts";
import { builder } from "./builder.ts";

export const CountryEnum = builder.enumType(Country, { name: "Country" });
export const GenderEnum = builder.enumType(Gender, { name: "Gender" });
export const RequestStatusEnum = builder.enumType(RequestStatus, { name: "RequestStatus" });
export const ConsultStatusEnum = builder.enumType(ConsultStatus, { name: "ConsultStatus" });
export const ParticipationSideEnum = builder.enumType(ParticipationSide, { name: "ParticipationSide" });
export const MessageStatusEnum = builder.enumType(MessageStatus, { name: "MessageStatus" });

export const IdentificationStatusEnum = builder.enumType("IdentificationStatus", {
  description: "NONE: nothing sent. SKIPPED: identify later. PENDING: card sent, waiting for a super user. VALIDATED, REJECTED: decided.",
  values: ["NONE", "SKIPPED", "PENDING", "VALIDATED", "REJECTED"] as const,
});
