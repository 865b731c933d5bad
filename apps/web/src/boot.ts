// The browser's first script: the styles, then the app (main.tsx) once the page the server sent is on screen.
//
// A server-rendered page is readable without the app: its links are links and its pictures are in its HTML. On a
// phone's connection the app's 150 KB of script would share the line with the first row of pictures and hold them
// back, so the app is fetched only when the pictures marked as the page's first (`fetchpriority="high"`, a sample's
// hero or the listing's first row) are decoded and drawn, or after MAX_WAIT_MS whichever comes first. Any other page
// is drawn by the app: it starts at once.
import './styles.css';
import { dropEarlyInput, keepEarlyInput } from './lib/early-input';
import { watchLocaleSwitches } from './lib/locale-choice';
import { nextTask } from './lib/next-task';

// a language switch clicked at any time, the app there or not, is remembered
watchLocaleSwitches();

/** the longest the app waits for the page's first pictures: a slow picture must not keep the buttons dead */
const MAX_WAIT_MS = 2500;

/** once the image is loaded and decoded, ready to be drawn (or has failed, when it will not be) */
function decoded(image: HTMLImageElement): Promise<void> {
  // decode() waits for the file and its pixels both; it rejects for a broken image
  return image.decode().catch(() => undefined);
}

/**
 * after the frame that follows has been drawn: the pictures decoded go into the next frame, and a timer queued from
 * the frame after that runs once the first is on the screen (a picture decoded off the main thread can be drawn a
 * frame after its pixels are ready)
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

// React's own code runs first, in a task of its own, then the app's: one long task would hold the phone up longer
async function start() {
  await import('react-dom/client');
  await nextTask();
  await import('./main');
}

if (document.getElementById('samplebank-queries')) {
  // a tap or a search made meanwhile is kept and done once the app has taken over
  keepEarlyInput();
  const firstPictures = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  const shown = Promise.all(firstPictures.map(decoded)).then(afterPaint);
  const tooLong = new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS));
  // should the app not load (a lost connection), the page's forms and buttons are left to the browser again
  void Promise.race([shown, tooLong]).then(start).catch(dropEarlyInput);
} else {
  void start();
}
