import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TutorialSlide } from "../../../__generated__/TutorialDialogQuery.graphql";
import type { TutorialSlideView_tutorial$key } from "../../../__generated__/TutorialSlideView_tutorial.graphql";

/** A slide's frame: its heading names the region for screen readers. */
function Slide({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="tutorial-slide" aria-labelledby="tutorial-heading">
      <h3 id="tutorial-heading" className="tutorial-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One slide of the tutorial: its heading, its text for the viewer's user type, and the live example. */
export function TutorialSlideView({ slide, tutorial }: { slide: TutorialSlide; tutorial: TutorialSlideView_tutorial$key }) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment TutorialSlideView_tutorial on Tutorial {
        regional
        requesterFeeCents
        expertFeeCents
        example {
          question
          expertName
          expertSpecialty
          answer
        }
      }
    `,
    tutorial,
  );
  const { expertName, expertSpecialty } = data.example;
  const euros = (cents: number) => new Intl.NumberFormat(i18n.locale, { style: "currency", currency: "EUR", minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
  const requesterFee = data.requesterFeeCents != null ? euros(data.requesterFeeCents) : null;
  const expertFee = data.expertFeeCents != null ? euros(data.expertFeeCents) : null;
  switch (slide) {
    case "WELCOME":
      return (
        <Slide title={<Trans>Bienvenue sur Consilium</Trans>}>
          <p>
            <Trans>Consilium relie les professionnels de santé pour demander et donner des avis sur leurs patients, en toute sécurité.</Trans>
          </p>
          {data.regional ? (
            <p>
              <Trans>En Centre-Val de Loire, Consilium est le service régional de téléexpertise : les CPTS et les équipes hospitalières de la région y reçoivent déjà vos demandes.</Trans>
            </p>
          ) : null}
        </Slide>
      );
    case "REQUEST":
      return (
        <Slide title={<Trans>Demander un avis</Trans>}>
          <p>
            <Trans>Décrivez votre question, joignez images et documents, puis envoyez-la à un confrère ou à un réseau. Par exemple :</Trans>
          </p>
          <figure className="tutorial-example">
            <blockquote>{data.example.question}</blockquote>
            <figcaption>
              <Trans>
                Réponse de {expertName}, {expertSpecialty} :
              </Trans>
            </figcaption>
            <blockquote>{data.example.answer}</blockquote>
          </figure>
        </Slide>
      );
    case "DISCOVER":
      return (
        <Slide title={<Trans>Trouver un confrère ou un réseau</Trans>}>
          <p>
            <Trans>L'annuaire et sa carte montrent les professionnels et les réseaux qui reçoivent des demandes ; ajoutez ceux avec qui vous travaillez à vos contacts.</Trans>
          </p>
        </Slide>
      );
    case "GIVE_ADVICE":
      return (
        <Slide title={<Trans>Donner un avis</Trans>}>
          <p>
            <Trans>Les demandes qui vous sont adressées arrivent dans « Mes avis » : échangez avec le demandeur, puis terminez l'avis.</Trans>
          </p>
        </Slide>
      );
    case "SETTINGS":
      return (
        <Slide title={<Trans>Vos paramètres</Trans>}>
          <p>
            <Trans>Choisissez vos alertes, indiquez vos absences et complétez votre profil depuis « Paramètres ».</Trans>
          </p>
        </Slide>
      );
    case "INDIVIDUAL_REQUESTS":
      return (
        <Slide title={<Trans>Recevoir des demandes à votre nom</Trans>}>
          <p>
            <Trans>Vos confrères peuvent vous adresser leurs questions directement : activez les demandes individuelles dans vos paramètres pour apparaître parmi les destinataires.</Trans>
          </p>
        </Slide>
      );
    case "BILLING":
      return (
        <Slide title={<Trans>Facturation</Trans>}>
          {requesterFee ? (
            <p>
              <Trans>Chaque demande envoyée vous est payée {requesterFee} (acte RQD).</Trans>
            </p>
          ) : null}
          {expertFee ? (
            <p>
              <Trans>Chaque avis donné vous est payé {expertFee} (acte TE2).</Trans>
            </p>
          ) : null}
          <p>
            <Trans>Ces actes sont pris en charge à 100 % par l'Assurance maladie ; Consilium vous indique quand les facturer.</Trans>
          </p>
        </Slide>
      );
    default:
      return null;
  }
}
