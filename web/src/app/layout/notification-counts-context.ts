import { createContext, useContext } from "react";
import type { MenuCounts } from "./notification-counts.ts";

/** The live counts of the main layout's one subscription, for the screens that show a part of them. */
export const NotificationCountsContext = createContext<MenuCounts | null>(null);

export function useLiveCounts(): MenuCounts | null {
  return useContext(NotificationCountsContext);
}
