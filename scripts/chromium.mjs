// Debian's Chromium as every tool here runs it (the browser tests, `npm run lighthouse`,
// `npm run cms:screenshots`): the machine's own build (a browser download never works here),
// headless, without the sandbox a container lacks, and without the background traffic (updates,
// sync, first-run pages) that would reach for the network or disturb a measurement.
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // HTTP/3 would race TCP to localhost: the same transport every run.
  '--disable-quic',
];
