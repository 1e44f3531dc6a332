import { Trans } from "@lingui/react/macro";
import { ACCESS_TRAIL_DEFAULT_DAYS, CODE_KEEP_DAYS, DATA_EXPORT_DAYS, SESSION_KEEP_DAYS } from "@rules/data-retention.ts";

/** What the service keeps about the account and for how long: the numbers of @rules/data-retention.ts. */
export function DataRetentionList() {
  return (
    <>
      <h3 className="my-data-subtitle">
        <Trans>Ce que nous conservons, et combien de temps</Trans>
      </h3>
      <ul className="my-data-retention">
        <li>
          <Trans>Votre compte (identité, coordonnées, paramètres, numéros de facturation, groupes) : tant que le compte existe. Sa fermeture se demande au support.</Trans>
        </li>
        <li>
          <Trans>
            Vos demandes, leurs messages et leurs pièces jointes : elles font partie de la prise en charge des patients, partagée avec vos confrères ; aucune
            suppression automatique n'est programmée.
          </Trans>
        </li>
        <li>
          <Trans>Vos connexions et appareils mémorisés : {SESSION_KEEP_DAYS} jours après leur fin.</Trans>
        </li>
        <li>
          <Trans>Les codes de connexion et de confirmation : {CODE_KEEP_DAYS} jour après leur expiration.</Trans>
        </li>
        <li>
          <Trans>Le journal des accès aux données des patients (qui a consulté quoi) : {ACCESS_TRAIL_DEFAULT_DAYS} jours par défaut, jamais moins de six mois.</Trans>
        </li>
        <li>
          <Trans>Ce téléchargement : {DATA_EXPORT_DAYS} jours après sa préparation, puis il est supprimé.</Trans>
        </li>
      </ul>
    </>
  );
}
