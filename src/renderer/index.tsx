import { reactRenderer } from '@hono/react-renderer';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { viewNonce } from '../html-cache/per-view';
import { perViewOf } from '../routes/request-values';
import type { PageMeta } from '../seo/page-meta';
import { Document } from './document';
import { PageViewProvider } from './view';
import { errorCause, logger, shortStack } from '../log';

export type { PageMeta } from '../seo/page-meta';

declare module '@hono/react-renderer' {
  interface Props {
    meta?: PageMeta;
  }
}

/**
 * The one renderer. It is built per request because the CSP nonce is per request and React's
 * stream renderer needs it too (for the inline scripts it writes while streaming).
 */
export const renderer: MiddlewareHandler<AppEnv> = (c, next) =>
  reactRenderer(
    ({ children, c: ctx, meta }) => (
      <PageViewProvider c={ctx as Context<AppEnv>}>
        <Document c={ctx as Context<AppEnv>} meta={meta}>
          {children}
        </Document>
      </PageViewProvider>
    ),
    {
      stream: true,
      readableStreamOptions: {
        nonce: viewNonce(perViewOf(c)),
        onError(error) {
          // Errors after the shell was sent (inside Suspense) are logged; the browser renders the
          // fallback. Errors before it reject the render and reach app.onError.
          logger.error('render.failed', { phase: 'after the shell was sent', cause: errorCause(error), stack: shortStack(error) });
        },
      },
    },
  )(c, next);
