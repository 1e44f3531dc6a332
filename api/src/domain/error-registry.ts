import { accountsErrors } from "./accounts/errors.ts";
import { commonErrors } from "./common-errors.ts";
import { consultsErrors } from "./consults/errors.ts";
import { contactsErrors } from "./directory/contacts-errors.ts";
import { filesErrors } from "./files/errors.ts";
import { identityErrors } from "./identity/errors.ts";
import { messagesErrors } from "./messages/errors.ts";
import { notificationsErrors } from "./notifications/errors.ts";
import { patientsErrors } from "./patients/errors.ts";
import { draftErrors } from "./requests/draft-errors.ts";
import { topicErrors } from "./groups/topic-errors.ts";
import { groupExportErrors } from "./groups/export-errors.ts";
import { membershipErrors } from "./groups/membership-errors.ts";
import { requestsErrors } from "./requests/errors.ts";
import { billingErrors } from "./billing/errors.ts";
import { integrationErrors } from "./billing/integration-errors.ts";
import { settingsErrors } from "./settings/errors.ts";
import { reportErrors } from "./documents/report-errors.ts";
import { transferErrors } from "./documents/transfer-errors.ts";
import { prescriptionErrors } from "./documents/prescription-errors.ts";
import { planningErrors } from "./planning/errors.ts";
import { meetingsErrors } from "./meetings/errors.ts";
import { registrationErrors } from "./meetings/registration-errors.ts";
import { interopErrors } from "./interop/errors.ts";

/**
 * Every expected failure's code, composed from the areas' errors.ts. REST answers the status,
 * GraphQL the code in its DomainError, and the web translates by code (a test fails when one
 * of the five catalogues lacks a code).
 */
export const ERRORS = { ...commonErrors, ...accountsErrors, ...identityErrors, ...messagesErrors, ...draftErrors, ...requestsErrors, ...topicErrors, ...groupExportErrors, ...membershipErrors, ...consultsErrors, ...patientsErrors, ...filesErrors, ...notificationsErrors, ...contactsErrors, ...billingErrors, ...integrationErrors, ...settingsErrors, ...reportErrors, ...transferErrors, ...prescriptionErrors, ...planningErrors, ...meetingsErrors, ...registrationErrors, ...interopErrors } as const;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERRORS, value);
}

export function httpStatusOf(code: ErrorCode): number {
  return ERRORS[code].status;
}
