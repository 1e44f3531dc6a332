import type { ReactNode } from "react";
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from "react-aria-components";
import "../styles/switch.css";

export type SwitchProps = Omit<AriaSwitchProps, "className" | "children"> & { children: ReactNode };

/** An on/off toggle: a real checkbox with role switch underneath, drawn with CSS. */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className="switch">
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}
