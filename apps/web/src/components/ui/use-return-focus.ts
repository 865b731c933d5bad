import { useState } from 'react';

/**
 * Gives focus back to what opened a dialog when it closes. Radix gives it to its own Trigger, but the app's dialogs
 * open from anywhere (`useDialogs().open`) and have none, so focus fell to the page. The opener is what had focus
 * when the dialog first rendered; when it is gone (a menu that closed), the page's main content takes focus instead.
 * Use as the dialog content's `onCloseAutoFocus`.
 */
export function useReturnFocus() {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return (event: Event) => {
    event.preventDefault();
    const target = opener && opener !== document.body && opener.isConnected ? opener : document.getElementById('main');
    target?.focus({ preventScroll: true });
  };
}
