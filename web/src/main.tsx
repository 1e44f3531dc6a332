import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { BrowserGate } from "./browser/BrowserGate.tsx";
import { activateLocale, initialLocale } from "./i18n/activate.ts";
import { initialCountry } from "./i18n/country-storage.ts";
import { CountryProvider } from "./i18n/CountryProvider.tsx";
import { LocaleProvider } from "./i18n/LocaleProvider.tsx";
import { RelayRoot } from "./relay/RelayRoot.tsx";
import { createAppRouter } from "./routing/router.tsx";
import "./styles/index.css";

const router = createAppRouter();
const locale = initialLocale();
const country = initialCountry(locale);
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root");

// The catalog loads before the first render so that no screen flashes in the wrong language.
void activateLocale(locale).then(() => {
  createRoot(container).render(
    <StrictMode>
      <LocaleProvider initial={locale}>
        <BrowserGate>
          <CountryProvider initial={country}>
            <RelayRoot>
              <RouterProvider router={router} />
            </RelayRoot>
          </CountryProvider>
        </BrowserGate>
      </LocaleProvider>
    </StrictMode>,
  );
});
