import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { createAppRouter } from "./app/router.tsx";
import { BrowserGate } from "./browser/BrowserGate.tsx";
import { activateBootStrings, activateLocale, initialLocale } from "./i18n/activate.ts";
import { loadBootMessages } from "./i18n/boot-messages.ts";
import { initialCountry } from "./i18n/country-storage.ts";
import { CountryProvider } from "./i18n/CountryProvider.tsx";
import { LocaleProvider } from "./i18n/LocaleProvider.tsx";
import { LoadFailureView } from "./ui/LoadFailureView.tsx";
import "./styles/index.css";

const locale = initialLocale();
const country = initialCountry(locale);
loadBootMessages();
// The catalog loads before the first render so that no screen flashes in the wrong language; the
// router starts at the same time, so the first screen's chunks (and extra catalogues) load alongside.
const activation = activateLocale(locale);
const router = createAppRouter();
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root");

const loadFailure = (
  <main className="standalone">
    <LoadFailureView />
  </main>
);

function render(catalogueLoaded: boolean) {
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <LocaleProvider initial={locale} failed={!catalogueLoaded} failure={loadFailure}>
        <BrowserGate>
          <CountryProvider initial={country}>
            {/* Relay's environment is a layout route of the screens that use it (app/router.tsx). */}
            <RouterProvider router={router} />
          </CountryProvider>
        </BrowserGate>
      </LocaleProvider>
    </StrictMode>,
  );
}

void activation.then(
  () => render(true),
  (error: unknown) => {
    console.error("[web] language catalogue failed to load", error);
    activateBootStrings(locale);
    render(false);
  },
);
