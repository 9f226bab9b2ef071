/** redactSecrets: removes every occurrence of the given secrets (tokens, keys) from text bound for an error or a log line. */

const MIN_SECRET_LENGTH = 8; // shorter strings would redact ordinary words

export function redactSecrets(text: string, secrets: ReadonlyArray<string | null | undefined>): string {
  let out = text;
  for (const secret of secrets) {
    if (typeof secret === 'string' && secret.length >= MIN_SECRET_LENGTH) out = out.split(secret).join('[redacted]');
  }
  return out;
}
