import { Link as AriaLink, type LinkProps as AriaLinkProps } from "react-aria-components";

export type LinkProps = Omit<AriaLinkProps, "className"> & { className?: string };

/** A link that navigates through react-router (see AppRoot's RouterProvider) and keeps native semantics. */
export function Link({ className, ...props }: LinkProps) {
  return <AriaLink {...props} className={["link", className].filter(Boolean).join(" ")} />;
}
