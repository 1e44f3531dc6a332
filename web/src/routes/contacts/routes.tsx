import type { RouteObject } from "react-router";
import { lazyElement } from "../../routing/lazy-route.ts";
import { directoryCatalogue } from "../../i18n/catalogues.ts";

const contactsPage = () => import("./ContactsPage.tsx");

/** Spec 1 §2 /contacts. */
export const contactsRoutes: RouteObject[] = [{ path: "contacts", lazy: lazyElement(contactsPage, ({ ContactsPage }) => <ContactsPage />, directoryCatalogue) }];
