import { Trans, useLingui } from "@lingui/react/macro";
import { LanguageSwitch } from "../../../i18n/LanguageSwitch.tsx";
import { PublicShell } from "../../../ui/PublicShell.tsx";
import "./terms.css";

/** Where users write about these terms and their data; the operator of an installation sets its own. */
export const TERMS_CONTACT_EMAIL = "contact@consilium.example";

/**
 * /terms: the terms of use accepted at signup (spec 1 §2 step 3) and when a first password is
 * set. Public, so that it opens in a new tab from the signup without losing the form.
 */
export function TermsPage() {
  const { t } = useLingui();
  const email = TERMS_CONTACT_EMAIL;
  return (
    <PublicShell title={t`Conditions générales d'utilisation`} size="wide" toolbar={<LanguageSwitch />}>
      <article className="terms" aria-labelledby="terms-title">
        <h1 id="terms-title" className="login-title">
          <Trans>Conditions générales d'utilisation</Trans>
        </h1>
        <p className="login-intro">
          <Trans>Ces conditions s'appliquent à toute utilisation de Consilium. En créant votre compte, vous les acceptez.</Trans>
        </p>

        <section aria-labelledby="terms-purpose">
          <h2 id="terms-purpose">
            <Trans>Objet du service</Trans>
          </h2>
          <p>
            <Trans>
              Consilium est un service de télé-expertise : un professionnel de santé (le requérant) y sollicite, à distance et en dehors de la présence du patient, l'avis d'un ou de plusieurs
              confrères (les requis) sur la prise en charge de ce patient. Le service permet d'échanger des messages et des documents, de rendre un avis et, le cas échéant, de facturer
              l'acte à l'assurance maladie.
            </Trans>
          </p>
          <p>
            <Trans>Consilium ne remplace pas une consultation et n'est pas destiné aux urgences : en cas d'urgence, appelez le 112 ou le numéro d'urgence de votre pays.</Trans>
          </p>
        </section>

        <section aria-labelledby="terms-users">
          <h2 id="terms-users">
            <Trans>Qui peut utiliser Consilium</Trans>
          </h2>
          <p>
            <Trans>
              Le service est réservé aux professionnels de santé enregistrés en France, en Belgique ou en Allemagne (numéro RPPS, INAMI ou LANR). Chaque compte est personnel et ne doit pas être
              partagé.
            </Trans>
          </p>
          <p>
            <Trans>
              L'identité de chaque utilisateur est vérifiée, sur une copie de sa carte d'identité ou de sa carte professionnelle, ou par Pro Santé Connect. Tant qu'elle ne l'est pas, les
              demandes d'avis restent inaccessibles.
            </Trans>
          </p>
        </section>

        <section aria-labelledby="terms-secrecy">
          <h2 id="terms-secrecy">
            <Trans>Secret professionnel et consentement du patient</Trans>
          </h2>
          <p>
            <Trans>
              Les échanges sur Consilium sont couverts par le secret professionnel. Ils ne sont partagés qu'entre les professionnels qui participent à la prise en charge du patient.
            </Trans>
          </p>
          <p>
            <Trans>
              Avant de solliciter un avis, le requérant informe le patient de la demande, de ses modalités et de l'échange de ses données, et recueille son consentement. Il ne transmet que les
              informations nécessaires à l'avis demandé.
            </Trans>
          </p>
        </section>

        <section aria-labelledby="terms-data">
          <h2 id="terms-data">
            <Trans>Données personnelles et hébergement</Trans>
          </h2>
          <p>
            <Trans>
              Les données de santé sont conservées chez un hébergeur certifié pour l'hébergement de données de santé (certification HDS en France). Seuls les professionnels concernés par une
              demande peuvent la consulter.
            </Trans>
          </p>
          <p>
            <Trans>
              Conformément au règlement général sur la protection des données (RGPD), vous pouvez accéder à vos données, les faire rectifier ou effacer et vous opposer à leur traitement, dans
              les limites fixées par les règles de conservation des dossiers médicaux.
            </Trans>
          </p>
        </section>

        <section aria-labelledby="terms-obligations">
          <h2 id="terms-obligations">
            <Trans>Vos engagements</Trans>
          </h2>
          <ul className="terms-list">
            <li>
              <Trans>Fournir des informations exactes sur votre identité et votre exercice, et les tenir à jour.</Trans>
            </li>
            <li>
              <Trans>Garder vos identifiants confidentiels et signaler sans délai toute utilisation de votre compte que vous n'avez pas autorisée.</Trans>
            </li>
            <li>
              <Trans>N'utiliser le service que pour la prise en charge de vos patients, dans le respect de la déontologie de votre profession.</Trans>
            </li>
            <li>
              <Trans>Ne déposer que des documents utiles à la demande, sans contenu illicite.</Trans>
            </li>
          </ul>
        </section>

        <section aria-labelledby="terms-liability">
          <h2 id="terms-liability">
            <Trans>Responsabilité</Trans>
          </h2>
          <p>
            <Trans>
              Le requérant reste responsable de la prise en charge de son patient et des décisions qu'il prend. Le requis est responsable de l'avis qu'il rend, sur la foi des informations qui
              lui ont été transmises.
            </Trans>
          </p>
          <p>
            <Trans>
              L'éditeur de Consilium met en œuvre des moyens raisonnables pour assurer la disponibilité et la sécurité du service. Il ne répond pas des interruptions dues à une maintenance, à une
              panne des réseaux ou à un cas de force majeure.
            </Trans>
          </p>
        </section>

        <section aria-labelledby="terms-contact">
          <h2 id="terms-contact">
            <Trans>Contact</Trans>
          </h2>
          <p>
            <Trans>
              Pour toute question sur ces conditions ou sur vos données, y compris pour joindre notre délégué à la protection des données, écrivez à{" "}
              <a className="link" href={`mailto:${email}`}>
                {email}
              </a>
              .
            </Trans>
          </p>
        </section>
      </article>
    </PublicShell>
  );
}
