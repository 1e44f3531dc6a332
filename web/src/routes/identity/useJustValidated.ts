import { useRef } from "react";

/**
 * True once the account, unvalidated when this screen opened, has been validated while it was
 * open (the super user's decision arriving live): that member's next screen opens the onboarding
 * tutorial. A doctor validated long ago who opens the page is just sent home.
 */
export function useJustValidated(validated: boolean): boolean {
  const openedUnvalidated = useRef(!validated);
  return validated && openedUnvalidated.current;
}
