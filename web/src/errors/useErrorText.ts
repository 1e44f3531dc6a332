import { useLingui } from "@lingui/react/macro";
import { errorText, type CodedError } from "./error-codes.ts";

/** Server error codes, translated on the client (DESIGN.md "Web app"); unknown codes keep the server's text. */
export function useErrorText(): (error: CodedError) => string {
  const { t } = useLingui();
  const translations: Record<string, string> = {
    invalid_credentials: t`Adresse e-mail ou mot de passe incorrect.`,
    validation_failed: t`Certaines valeurs saisies ne sont pas valides.`,
    rate_limited: t`Trop de tentatives. Veuillez réessayer plus tard.`,
    unauthenticated: t`Veuillez vous connecter.`,
    session_expired: t`Votre session a expiré. Veuillez vous reconnecter.`,
    csrf_invalid: t`La page a expiré. Veuillez recharger la page et réessayer.`,
    not_found: t`Élément introuvable.`,
    forbidden: t`Vous n'avez pas accès à cette action.`,
    unvalidated: t`Votre compte n'est pas encore validé.`,
    internal_error: t`Une erreur inattendue s'est produite.`,
    mfa_required: t`Saisissez le code de vérification reçu.`,
    invalid_code: t`Code incorrect.`,
    code_expired: t`Ce code n'est plus valable. Demandez-en un nouveau.`,
    contact_phone_missing: t`Aucun numéro de téléphone mobile n'est enregistré pour ce compte.`,
  };
  const fallback = t`Une erreur inattendue s'est produite.`;
  return (error) => errorText(error, translations, fallback);
}
