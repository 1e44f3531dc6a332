import type { ReactNode } from "react";
import { Button } from "./Button.tsx";
import "./list-more.css";

/** A paged list's "load more" button, under its last page; nothing once the list is whole. */
export function LoadMoreButton({ hasNext, isPending, onPress, children }: { hasNext: boolean; isPending: boolean; onPress: () => void; children: ReactNode }) {
  if (!hasNext) return null;
  return (
    <div className="list-more">
      <Button variant="secondary" onPress={onPress} isPending={isPending}>
        {children}
      </Button>
    </div>
  );
}
