import { useLingui } from "@lingui/react/macro";
import { useErrorText } from "../../errors/useErrorText.ts";

/**
 * The text of a patient field's error: the form's own codes (@rules/patient.ts, @rules/nir.ts),
 * then the server's codes (useErrorText), else the value itself (already a text).
 */
export function usePatientErrorText(): (code: string) => string {
  const { t } = useLingui();
  const serverText = useErrorText();
  const texts: Record<string, string> = {
    required: t`Ce champ est obligatoire.`,
    birth_date_day: t`Le jour doit être un nombre de 1 à 31.`,
    birth_date_month: t`Le mois doit être un nombre de 1 à 12.`,
    birth_date_year: t`L'année doit comporter 4 chiffres.`,
    birth_date_invalid: t`Cette date n'existe pas.`,
    birth_date_future: t`La date de naissance ne peut pas être dans le futur.`,
    nir_length: t`Le NIR comporte 15 caractères, clé comprise.`,
    nir_format: t`Ce NIR n'a pas la forme attendue (sexe, année, mois, département...).`,
    nir_provisional: t`Un numéro provisoire (commençant par 7 ou 8) n'est pas un NIR.`,
    nir_key: t`La clé du NIR ne correspond pas : vérifiez le numéro.`,
    niss_length: t`Le numéro de registre national comporte 11 chiffres.`,
    niss_format: t`Ce numéro ne commence pas par une date de naissance (AAMMJJ, mois + 20 ou + 40 pour un numéro BIS).`,
    niss_check: t`Les deux derniers chiffres du numéro de registre national ne correspondent pas : vérifiez-le.`,
    kvnr_length: t`Le KVNR comporte 10 caractères : une lettre et 9 chiffres.`,
    kvnr_format: t`Le KVNR commence par une lettre, suivie de 9 chiffres.`,
    kvnr_check: t`Le chiffre de contrôle du KVNR ne correspond pas : vérifiez le numéro.`,
    krankenkasse_ik: t`Un numéro IK comporte 9 chiffres.`,
    krankenkasse_name: t`Indiquez le nom de la caisse d'assurance maladie ou son numéro IK à 9 chiffres.`,
  };
  return (code) => texts[code] ?? (/^[a-z_]+$/.test(code) ? serverText({ code }) : code);
}
