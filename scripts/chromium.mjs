// Debian's Chromium, as the browser tests and the Lighthouse runs start it: browser downloads are not possible on
// these machines, and without the background-networking flags it keeps calling hosts this network refuses.

/** Where Chromium is: `CHROMIUM_PATH`, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every run starts it with. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
