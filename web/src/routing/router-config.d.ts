import type { NavigateOptions, To } from "react-router";

// react-aria links and buttons with href navigate through react-router (see AppRoot).
declare module "react-aria-components" {
  interface RouterConfig {
    href: To;
    routerOptions: NavigateOptions;
  }
}
