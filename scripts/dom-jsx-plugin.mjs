import path from 'node:path';

/**
 * The browser gets no React: JSX in client code builds DOM nodes (client/dom/jsx-runtime.ts), so a
 * pure component renders on the server with React and in the browser as DOM, from one source. An
 * import of React itself is a build error: islands are plain scripts over the server's HTML
 * (client/main.ts).
 */
/** `root`: the project's directory (the runtime's path is resolved from it). */
export const domJsxPlugin = (root) => ({
  name: 'dom-jsx',
  setup(b) {
    b.onResolve({ filter: /^react\/jsx(-dev)?-runtime$/ }, () => ({ path: path.join(root, 'client/dom/jsx-runtime.ts') }));
    b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({
      errors: [
        {
          text: `client code imports "${args.path}" (from ${path.relative(root, args.importer)}): the browser gets no React; build DOM with JSX (client/dom/jsx-runtime.ts)`,
        },
      ],
    }));
  },
});
