/**
 * Preloads module scripts (fetched and compiled now, evaluated when imported). The page's CSP
 * admits scripts by nonce ('strict-dynamic'): each preload carries the nonce of the script that asks.
 */
export function preloadModules(urls: readonly string[], nonce: string, fetchPriority?: 'low'): void {
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (fetchPriority) link.fetchPriority = fetchPriority;
    if (nonce) link.nonce = nonce;
    document.head.appendChild(link);
  }
}
