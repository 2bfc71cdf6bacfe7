// The site's own challenge in the browser (src/form-handling/challenge.ts): when the forms' surge
// guard asks, the form solves the ALTCHA proof of work the server sent (altcha-lib's solver, on
// the page's Web Crypto) and sends itself again with the solution. A chunk of its own, imported only
// when a server answer asks for it: a visitor's first visit loads none of it.
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** The solution as the `altcha` field carries it (base64 JSON of the challenge and the solution), or null when none was found in time. */
export async function solve(challenge: Challenge): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}
