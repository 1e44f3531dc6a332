import { createContext, useContext } from "react";

/** Opens the onboarding tutorial (spec 1 §1) from the help entry of the account panel. */
export const TutorialContext = createContext<(() => void) | null>(null);

export function useOpenTutorial(): (() => void) | null {
  return useContext(TutorialContext);
}
