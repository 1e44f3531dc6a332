/** A failure the server reported with a stable code and a message in the caller's language. */
export type CodedError = { code: string; message?: string | null };

/** Codes that mean "there is no session any more": the app asks the user to log in again. */
export const AUTH_ERROR_CODES = ["session_expired", "unauthenticated"] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export function isAuthErrorCode(code: string | null | undefined): code is AuthErrorCode {
  return (AUTH_ERROR_CODES as readonly (string | null | undefined)[]).includes(code);
}

/** The extensions.code of each GraphQL error that carries one. */
export function errorCodesOf(errors: readonly unknown[] | null | undefined): string[] {
  const codes: string[] = [];
  for (const error of errors ?? []) {
    if (typeof error !== "object" || error === null || !("extensions" in error)) continue;
    const extensions: unknown = error.extensions;
    if (typeof extensions === "object" && extensions !== null && "code" in extensions && typeof extensions.code === "string") {
      codes.push(extensions.code);
    }
  }
  return codes;
}

/**
 * The text shown for a coded error: our own translation when we know the code, else the
 * server's message (already in the user's language), else the generic fallback.
 */
export function errorText(error: CodedError, translations: Readonly<Record<string, string>>, fallback: string): string {
  const known = Object.hasOwn(translations, error.code) ? translations[error.code] : undefined;
  return known ?? (error.message?.trim() || fallback);
}
