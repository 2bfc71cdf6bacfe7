// workerd provides node:crypto under nodejs_compat; the worker tests' types do not include
// @types/node, so the one function the delivery test uses (as an implementation of HMAC
// independent of the site's WebCrypto code) is declared here.
declare module 'node:crypto' {
  export function createHmac(algorithm: string, key: string): { update(data: string): { digest(encoding: 'hex'): string } };
}
