// The island protocol check of `npm run lint` (scripts/check-island-protocol.mjs): on the
// repository, and on files that write a protocol name themselves, so a check that stopped finding
// anything would fail here.
import { describe, expect, it } from 'vitest';
import { PROTOCOL, protocolBypasses, protocolNames, readSources } from '../../scripts/check-island-protocol.mjs';

describe('island protocol check', () => {
  it('passes on the repository: the names are written in the protocol module only', () => {
    const files = readSources();
    const names = protocolNames(files[PROTOCOL]!);
    expect(names).toEqual(expect.arrayContaining(['data-island', 'data-island-props', 'data-live', 'data-main', 'islands-live']));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['src/components/island.tsx', 'client/loader/main.ts']));
    expect(protocolBypasses(files, names)).toEqual([]);
  });

  it('flags a string, a template, a selector and a JSX attribute, but not a comment or a longer name', () => {
    const names = ['data-island', 'data-live', 'islands-live'];
    const files = {
      'client/loader/x.ts': [
        '// Waits for [data-live] (a comment: not written).',
        "export const a = (el) => el.setAttribute('data-live', '');",
        'export const b = `[data-island="${name}"]`;',
        "export const c = () => dispatchEvent(new Event('islands-live'));",
        "export const d = 'data-island-props';",
      ].join('\n'),
      'src/components/y.tsx': 'export const e = <div data-island="x" />;',
      [PROTOCOL]: "export const LIVE_ATTRIBUTE = 'data-live';",
    };
    const wrote = (file: string, name: string) => `${file} writes "${name}" itself: import it from ${PROTOCOL}`;
    expect(protocolBypasses(files, names)).toEqual([
      wrote('client/loader/x.ts', 'data-live'),
      wrote('client/loader/x.ts', 'data-island'),
      wrote('client/loader/x.ts', 'islands-live'),
      wrote('src/components/y.tsx', 'data-island'),
    ]);
  });
});
