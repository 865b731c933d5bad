// Toasts, with their library (sonner, 9 KB) loaded when the first one is shown rather than with every first page.
// `toast`, `toast.success`, `toast.error` and `toast.info` take what sonner's do; the ones asked for before the library
// has loaded are shown as soon as its toaster is on the page, in order.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';
import { useT } from './i18n';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];
type Kind = 'message' | 'success' | 'error' | 'info';

/** The library, once its toaster has mounted: from then on a toast is shown at once. */
let sonner: Sonner | undefined;
const waiting: [Kind, Message, ExternalToast | undefined][] = [];
let wanted = false;
const listeners = new Set<() => void>();

function showWith(library: Sonner, kind: Kind, message: Message, data?: ExternalToast) {
  if (kind === 'message') library.toast(message, data);
  else library.toast[kind](message, data);
}

/** The toaster goes on the page (its library loading first). */
function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function show(kind: Kind, message: Message, data?: ExternalToast) {
  if (sonner) {
    showWith(sonner, kind, message, data);
    return;
  }
  waiting.push([kind, message, data]);
  want();
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => show('message', message, data), {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  info: (message: Message, data?: ExternalToast) => show('info', message, data),
});

const LoadedToaster = lazy(async () => {
  const library = await import('sonner');
  function MountedToaster(props: ToasterProps) {
    // after the toaster's own effects (a child's run first): it is listening, so the waiting toasts can go
    useEffect(() => {
      sonner = library;
      for (const [kind, message, data] of waiting.splice(0)) showWith(library, kind, message, data);
    }, []);
    return <library.Toaster {...props} />;
  }
  return { default: MountedToaster };
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// what comes before a toast: a tap, a key, a field reached. The toaster is ready by the time the answer it reports
// arrives, so a toast shows at once, as it did when the library came with the page
const INTENT = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Where toasts show: nothing until the first is asked for, or someone first does something on the page (and nothing
 * in a server render).
 */
export function ToastArea(props: ToasterProps) {
  const t = useT('common');
  useEffect(() => {
    for (const type of INTENT) document.addEventListener(type, want, { capture: true, once: true, passive: true });
    return () => {
      for (const type of INTENT) document.removeEventListener(type, want, { capture: true });
    };
  }, []);
  const isWanted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToaster
        containerAriaLabel={t('toasts.label')}
        {...props}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close'), ...props.toastOptions }}
      />
    </Suspense>
  );
}
