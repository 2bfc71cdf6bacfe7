import type { Plugin } from 'esbuild';
export declare const domJsxPlugin: (root: string) => Plugin;
