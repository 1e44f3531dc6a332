import type { Locale } from "./locales.ts";

// Server-side wording of domain error codes, for integrators who show our message as is.
// The web client translates by code with Lingui and only falls back to these.
export const ERROR_CODES = [
  "invalid_credentials",
  "validation_failed",
  "rate_limited",
  "unauthenticated",
  "session_expired",
  "csrf_invalid",
  "not_found",
  "forbidden",
  "unvalidated",
  "internal_error",
  "invalid_email",
  "secure_messaging_unsupported",
  "invalid_phone",
  "password_too_short",
  "password_too_long",
  "already_exists",
  "invalid_code",
  "code_expired",
  "mfa_required",
  "terms_required",
  "invalid_file",
  "file_too_large",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

type Catalog = Record<ErrorCode, string>;

const fr: Catalog = {
  invalid_credentials: "Adresse e-mail ou mot de passe incorrect.",
  validation_failed: "Certaines valeurs saisies ne sont pas valides.",
  rate_limited: "Trop de tentatives. Veuillez réessayer plus tard.",
  unauthenticated: "Veuillez vous connecter.",
  session_expired: "Votre session a expiré. Veuillez vous reconnecter.",
  csrf_invalid: "La page a expiré. Veuillez recharger la page et réessayer.",
  not_found: "Élément introuvable.",
  forbidden: "Vous n'avez pas accès à cette action.",
  unvalidated: "Votre compte n'est pas encore validé.",
  internal_error: "Une erreur inattendue s'est produite.",
  invalid_email: "Adresse e-mail invalide.",
  secure_messaging_unsupported: "Les messageries sécurisées de santé ne sont pas prises en charge.",
  invalid_phone: "Numéro de téléphone mobile non valide.",
  password_too_short: "Le mot de passe doit contenir au moins 12 caractères.",
  password_too_long: "Le mot de passe est trop long.",
  already_exists: "Un compte existe déjà.",
  invalid_code: "Code incorrect.",
  code_expired: "Ce code n'est plus valable. Demandez-en un nouveau.",
  mfa_required: "Saisissez le code de vérification reçu.",
  terms_required: "Vous devez accepter les conditions d'utilisation.",
  invalid_file: "Le fichier doit être une image ou un PDF.",
  file_too_large: "Le fichier est trop volumineux.",
};

const de: Catalog = {
  invalid_credentials: "E-Mail-Adresse oder Passwort ist falsch.",
  validation_failed: "Einige Eingaben sind ungültig.",
  rate_limited: "Zu viele Versuche. Bitte versuchen Sie es später erneut.",
  unauthenticated: "Bitte melden Sie sich an.",
  session_expired: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
  csrf_invalid: "Die Seite ist abgelaufen. Bitte laden Sie sie neu und versuchen Sie es erneut.",
  not_found: "Nicht gefunden.",
  forbidden: "Sie haben keinen Zugriff auf diese Aktion.",
  unvalidated: "Ihr Konto ist noch nicht bestätigt.",
  internal_error: "Ein unerwarteter Fehler ist aufgetreten.",
  invalid_email: "Ungültige E-Mail-Adresse.",
  secure_messaging_unsupported: "Sichere Gesundheits-Messaging-Dienste werden nicht unterstützt.",
  invalid_phone: "Ungültige Mobilfunknummer.",
  password_too_short: "Das Passwort muss mindestens 12 Zeichen lang sein.",
  password_too_long: "Das Passwort ist zu lang.",
  already_exists: "Es besteht bereits ein Konto.",
  invalid_code: "Falscher Code.",
  code_expired: "Dieser Code ist nicht mehr gültig. Fordern Sie einen neuen an.",
  mfa_required: "Geben Sie den erhaltenen Bestätigungscode ein.",
  terms_required: "Sie müssen die Nutzungsbedingungen akzeptieren.",
  invalid_file: "Die Datei muss ein Bild oder ein PDF sein.",
  file_too_large: "Die Datei ist zu groß.",
};

const en: Catalog = {
  invalid_credentials: "Incorrect email address or password.",
  validation_failed: "Some values are not valid.",
  rate_limited: "Too many attempts. Please try again later.",
  unauthenticated: "Please log in.",
  session_expired: "Your session has expired. Please log in again.",
  csrf_invalid: "The page has expired. Please reload it and try again.",
  not_found: "Not found.",
  forbidden: "You do not have access to this action.",
  unvalidated: "Your account has not been validated yet.",
  internal_error: "An unexpected error occurred.",
  invalid_email: "Invalid email address.",
  secure_messaging_unsupported: "Secure health messaging is not supported.",
  invalid_phone: "Not a valid mobile phone number.",
  password_too_short: "The password must be at least 12 characters long.",
  password_too_long: "The password is too long.",
  already_exists: "An account already exists.",
  invalid_code: "Incorrect code.",
  code_expired: "This code is no longer valid. Ask for a new one.",
  mfa_required: "Enter the verification code you received.",
  terms_required: "You must accept the terms of use.",
  invalid_file: "The file must be an image or a PDF.",
  file_too_large: "The file is too large.",
};

const nlBE: Catalog = {
  invalid_credentials: "Onjuist e-mailadres of wachtwoord.",
  validation_failed: "Sommige ingevulde waarden zijn ongeldig.",
  rate_limited: "Te veel pogingen. Probeer het later opnieuw.",
  unauthenticated: "Gelieve in te loggen.",
  session_expired: "Uw sessie is verlopen. Gelieve opnieuw in te loggen.",
  csrf_invalid: "De pagina is verlopen. Herlaad de pagina en probeer opnieuw.",
  not_found: "Niet gevonden.",
  forbidden: "U hebt geen toegang tot deze actie.",
  unvalidated: "Uw account is nog niet gevalideerd.",
  internal_error: "Er is een onverwachte fout opgetreden.",
  invalid_email: "Ongeldig e-mailadres.",
  secure_messaging_unsupported: "Beveiligde berichtendiensten voor de gezondheidszorg worden niet ondersteund.",
  invalid_phone: "Ongeldig gsm-nummer.",
  password_too_short: "Het wachtwoord moet minstens 12 tekens bevatten.",
  password_too_long: "Het wachtwoord is te lang.",
  already_exists: "Er bestaat al een account.",
  invalid_code: "Onjuiste code.",
  code_expired: "Deze code is niet meer geldig. Vraag een nieuwe aan.",
  mfa_required: "Voer de ontvangen verificatiecode in.",
  terms_required: "U moet de gebruiksvoorwaarden aanvaarden.",
  invalid_file: "Het bestand moet een afbeelding of een pdf zijn.",
  file_too_large: "Het bestand is te groot.",
};

const catalogs: Record<Locale, Catalog> = { fr, "fr-BE": fr, de, en, "nl-BE": nlBE };

export function errorMessage(code: ErrorCode, locale: Locale): string {
  return catalogs[locale][code];
}
