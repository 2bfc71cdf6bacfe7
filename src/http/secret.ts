// Shared secrets sent by operators and services (the CSV export token, the CMS webhook secret).

/**
 * A secret as configured, read the one way every secret is: trimmed (a value pasted with a
 * newline or a space must not turn into a different secret), and undefined when empty.
 */
export function secretOf(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The token of an `Authorization: Bearer <token>` header, trimmed; undefined for any other header. */
export function bearerToken(header: string | undefined): string | undefined {
  return secretOf(/^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]);
}

/** Compares two secrets in constant time (both hashed first, so lengths leak nothing either). */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (s: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let diff = 0;
  for (const [i, byte] of a.entries()) diff |= byte ^ (b[i] ?? 0);
  return diff === 0;
}
