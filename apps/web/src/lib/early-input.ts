// What someone does on a server-rendered page before the app has taken over it (src/boot.ts waits for the page's
// first pictures before fetching the app): the buttons they tap and the forms they send are kept, and done again
// once the app has hydrated the page, so a tap is never lost. Links need no app: they are followed as they are, until
// React starts hydrating (`keepLinksToo`).

type EarlyAction = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; target: HTMLFormElement };

let queue: EarlyAction[] | undefined;
/** links are kept too once React has started hydrating (`keepLinksToo`) */
let linksToo = false;

/** A click the browser gives a link of its own: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent, link: HTMLAnchorElement) =>
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  link.target === '_blank' ||
  link.hasAttribute('download');

/** An action kept for later goes no further now: not to the browser, nor to a part of the app already hydrating. */
function holdBack(event: Event) {
  event.preventDefault();
  event.stopPropagation();
}

function keep(event: Event) {
  if (!queue || !event.isTrusted) return;
  const target = event.target;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    holdBack(event);
    queue.push({ kind: 'submit', target });
    return;
  }
  if (!(target instanceof Element)) return;
  // a button does nothing before the app (or sends its form, which the app will do): it is done again later; a click
  // on a label reaches its control as a click of its own
  const control = target.closest<HTMLElement>(
    `button, [role="button"], input[type="checkbox"], input[type="radio"]${linksToo ? ', a[href]' : ''}`,
  );
  if (!control?.closest('#root')) return;
  if (control instanceof HTMLAnchorElement && opensElsewhere(event as MouseEvent, control)) return;
  holdBack(event);
  queue.push({ kind: 'click', target: control });
}

/** Starts keeping taps and sends on the page, until `replayEarlyInput`; called before the app is fetched. */
export function keepEarlyInput() {
  queue = [];
  document.addEventListener('click', keep, true);
  document.addEventListener('submit', keep, true);
}

/**
 * From now on until `replayEarlyInput`, a link's click is kept too. Before the app, the browser follows a link by
 * itself; once React hydrates the page in slices, a click on a link it has half taken over could be swallowed (the
 * router's navigate does nothing before its component has mounted), so the click waits for the page to hydrate.
 */
export function keepLinksToo() {
  linksToo = true;
}

/** Stops keeping taps and sends, forgetting those kept: they go back to what the browser does with them alone. */
export function dropEarlyInput() {
  queue = undefined;
  linksToo = false;
  document.removeEventListener('click', keep, true);
  document.removeEventListener('submit', keep, true);
}

// React's value tracker on an input remembers the value it saw when it hydrated the input, so text typed before then
// would never reach the component's state: the value is set around the tracker and announced as an input event
const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');

function announceTypedValue(input: HTMLInputElement) {
  const typed = input.value;
  // an event first, so that a part of the page still to hydrate hydrates now (React does so for an event on it)
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.value = input.defaultValue;
  nativeValue?.set?.call(input, typed);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Once the app has hydrated the page: the text typed into its fields reaches the app, then the taps and sends are
 * done again in the order they were made. Stops keeping them.
 */
export function replayEarlyInput() {
  const actions = queue ?? [];
  dropEarlyInput();
  const root = document.getElementById('root');
  for (const input of root?.querySelectorAll<HTMLInputElement>(
    'input:not([type]), input[type="text"], input[type="search"], input[type="email"]',
  ) ?? []) {
    if (input.value !== input.defaultValue) announceTypedValue(input);
  }
  for (const action of actions) {
    if (!action.target.isConnected) continue;
    if (action.kind === 'submit') action.target.requestSubmit();
    else action.target.click();
  }
}
