import { useLingui } from "@lingui/react/macro";
import { errorText, type CodedError } from "./error-codes.ts";
import { registeredErrorMessages } from "./error-messages-registry.ts";

/** Server error codes, translated on the client (DESIGN.md "Web app"); unknown codes keep the server's text. */
export function useErrorText(): (error: CodedError) => string {
  const { t, i18n } = useLingui();
  const translations: Record<string, string> = {
    invalid_credentials: t`Adresse e-mail ou mot de passe incorrect.`,
    validation_failed: t`Certaines valeurs saisies ne sont pas valides.`,
    rate_limited: t`Trop de tentatives. Veuillez réessayer plus tard.`,
    unauthenticated: t`Veuillez vous connecter.`,
    session_expired: t`Votre session a expiré. Veuillez vous reconnecter.`,
    csrf_invalid: t`La page a expiré. Veuillez recharger la page et réessayer.`,
    not_found: t`Élément introuvable.`,
    method_not_allowed: t`Cette action n'est pas possible à cette adresse.`,
    forbidden: t`Vous n'avez pas accès à cette action.`,
    unvalidated: t`Votre compte n'est pas encore validé.`,
    internal_error: t`Une erreur inattendue s'est produite.`,
    network_error: t`Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.`,
    mfa_required: t`Saisissez le code de vérification reçu.`,
    invalid_code: t`Code incorrect.`,
    code_expired: t`Ce code n'est plus valable. Demandez-en un nouveau.`,
    contact_phone_missing: t`Aucun numéro de téléphone mobile n'est enregistré pour ce compte.`,
    invalid_email: t`Adresse e-mail invalide.`,
    secure_messaging_unsupported: t`Les messageries sécurisées de santé ne sont pas prises en charge.`,
    invalid_phone: t`Numéro de téléphone mobile non valide.`,
    password_too_short: t`Le mot de passe doit contenir au moins 12 caractères.`,
    password_too_long: t`Le mot de passe est trop long.`,
    already_exists: t`Un compte existe déjà.`,
    terms_required: t`Vous devez accepter les conditions d'utilisation.`,
    invalid_file: t`Le fichier doit être une image ou un PDF.`,
    file_too_large: t`Le fichier est trop volumineux (10 Mo maximum).`,
    payload_too_large: t`La requête est trop volumineuse.`,
    psc_unavailable: t`La connexion par Pro Santé Connect n'est pas disponible.`,
    psc_account_missing: t`Aucun compte Consilium n'est associé à cette carte : créez votre compte.`,
    psc_credentials: t`Cette carte ne correspond pas à un compte validé. Connectez-vous avec votre adresse e-mail.`,
    psc_failed: t`La vérification par Pro Santé Connect a échoué. Veuillez réessayer.`,
  };
  for (const [code, descriptor] of Object.entries(registeredErrorMessages())) translations[code] = i18n._(descriptor);
  const fallback = t`Une erreur inattendue s'est produite.`;
  return (error) => errorText(error, translations, fallback);
}
