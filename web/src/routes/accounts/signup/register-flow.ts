import { useOutletContext } from "react-router";
import type { Country } from "../../../i18n/locales.ts";

/** Spec 1 §2 signup steps, as sub-paths of /register (the step indicator reads them). */
export const SIGNUP_STEP_PATHS = ["", "identifier", "code"] as const;

/** The directory entry chosen in step 1. */
export type ChosenProfessional = {
  professionalId: string;
  firstName: string;
  lastName: string;
  rpps: string;
  country: Country;
  specialtyLabel: string;
  city: string | null;
};

/** Step 2's answer: the contacts as the API normalised them, and the password for step 3. */
export type SignupContacts = { email: string; phone: string; password: string };

/**
 * What the three steps share. It lives in the signup page's memory only (the password with it),
 * so a reload of step 2 or 3 starts over at step 1.
 */
export type RegisterFlow = {
  professional: ChosenProfessional | null;
  choose: (professional: ChosenProfessional) => void;
  contacts: SignupContacts | null;
  setContacts: (contacts: SignupContacts) => void;
  /** The account exists and its session is open. */
  finish: () => void;
};

export function useRegisterFlow(): RegisterFlow {
  return useOutletContext<RegisterFlow>();
}
