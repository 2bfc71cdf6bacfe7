// Shared secrets sent by operators and services (the CSV export token, the CMS webhook secret).

/** The token of an `Authorization: Bearer <token>` header, trimmed; undefined for any other header. */
export function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim();
}

/** Compares two secrets in constant time (both hashed first, so lengths leak nothing either). */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (s: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let diff = 0;
  for (const [i, byte] of a.entries()) diff |= byte ^ (b[i] ?? 0);
  return diff === 0;
}
