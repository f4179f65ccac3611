// Rules of the security forms that need no schema library (the routes import these; the schemas load apart).

/** A recovery code as typed, for the server: full-width letters made half-width, trimmed, upper case. */
export function recoveryCodeText(text: string): string {
  return text.normalize('NFKC').trim().toUpperCase();
}
