import { Suspense, useEffect, useState } from "react";
import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import { Plural, Trans } from "@lingui/react/macro";
import type { AccountSecuritySection_viewer$key } from "../../__generated__/AccountSecuritySection_viewer.graphql";
import { Alert } from "../../ui/Alert.tsx";
import { toCountry } from "../../i18n/locales.ts";
import { Button } from "../../ui/Button.tsx";
import { lazyComponent } from "../../ui/lazy-component.ts";
import type { ContactKind } from "./useChangeContactMutation.ts";
import "./account-settings.css";

// The change dialogs are chunks of their own (issue 18): the settings page's first load does not carry them.
const ContactChangeModal = lazyComponent(() => import("./ContactChangeModal.tsx").then((module) => module.ContactChangeModal));
const PasswordChangeModal = lazyComponent(() => import("./PasswordChangeModal.tsx").then((module) => module.PasswordChangeModal));

type Open = "password" | ContactKind | null;

/** Spec 2 §2 "personal information": the login email, the mobile phone and the password, each changed in its modal. */
export function AccountSecuritySection({ viewer }: { viewer: AccountSecuritySection_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AccountSecuritySection_viewer on User {
        id
        email
        phone
        country
      }
    `,
    viewer,
  );
  const environment = useRelayEnvironment();
  const [open, setOpen] = useState<Open>(null);
  useEffect(() => ContactChangeModal.preload(), []);
  const [notice, setNotice] = useState<React.ReactNode>(null);

  const changed = (kind: ContactKind, value: string) => {
    commitLocalUpdate(environment, (store) => store.get(data.id)?.setValue(value, kind));
    setNotice(kind === "email" ? <Trans>Votre adresse e-mail a été modifiée.</Trans> : <Trans>Votre téléphone mobile a été modifié.</Trans>);
  };

  return (
    <section className="settings-section" aria-labelledby="settings-account-title">
      <h2 id="settings-account-title" className="settings-section-title">
        <Trans>Identifiants de connexion</Trans>
      </h2>
      <dl className="settings-rows">
        <div className="settings-row">
          <dt>
            <Trans>Adresse e-mail</Trans>
          </dt>
          <dd>{data.email}</dd>
          <dd className="settings-row-action">
            <Button variant="secondary" onPress={() => setOpen("email")}>
              <Trans>Modifier l'adresse e-mail</Trans>
            </Button>
          </dd>
        </div>
        <div className="settings-row">
          <dt>
            <Trans>Téléphone mobile</Trans>
          </dt>
          <dd>{data.phone ?? <Trans>Aucun</Trans>}</dd>
          <dd className="settings-row-action">
            <Button variant="secondary" onPress={() => setOpen("phone")}>
              <Trans>Modifier le téléphone</Trans>
            </Button>
          </dd>
        </div>
        <div className="settings-row">
          <dt>
            <Trans>Mot de passe</Trans>
          </dt>
          <dd aria-hidden="true">••••••••••••</dd>
          <dd className="settings-row-action">
            <Button variant="secondary" onPress={() => setOpen("password")}>
              <Trans>Modifier le mot de passe</Trans>
            </Button>
          </dd>
        </div>
      </dl>
      {notice ? (
        <Alert tone="info">
          {notice}
        </Alert>
      ) : null}
      <Suspense fallback={null}>
        {/* Mounted closed, as before: it fetches its chunk after the page's first paint. */}
        <PasswordChangeModal
          isOpen={open === "password"}
          onClose={() => setOpen(null)}
          onChanged={(ended) =>
            setNotice(
              <>
                <Trans>Votre mot de passe a été modifié.</Trans> <Plural value={ended} _0="" one="# autre appareil a été déconnecté." other="# autres appareils ont été déconnectés." />
              </>,
            )
          }
        />
        {open === "email" || open === "phone" ? <ContactChangeModal kind={open} country={toCountry(data.country) ?? "FR"} isOpen onClose={() => setOpen(null)} onChanged={(value) => changed(open, value)} /> : null}
      </Suspense>
    </section>
  );
}
