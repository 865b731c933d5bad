// Every web test file: in a browser-like environment, the messages every page has are loaded before the tests run,
// as main.tsx loads them before the app renders (an API error's words come from them, outside any component).
import { ALWAYS_LOADED, browserRegistry } from '../lib/i18n';

if (typeof window !== 'undefined') await browserRegistry().load(ALWAYS_LOADED);
