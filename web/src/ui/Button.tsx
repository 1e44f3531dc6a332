import type { Ref } from "react";
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";

export type ButtonVariant = "primary" | "secondary" | "quiet";

export type ButtonProps = Omit<AriaButtonProps, "className"> & { variant?: ButtonVariant; className?: string; ref?: Ref<HTMLButtonElement> };

/** react-aria's Button: press events for touch, keyboard and mouse alike, and a pending state. */
export function Button({ variant = "secondary", className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={["button", `button-${variant}`, className].filter(Boolean).join(" ")} />;
}
