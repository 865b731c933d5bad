import { type MouseEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern) without a positioning
 * library: Escape, a click elsewhere, tabbing out or a navigation closes it; Escape returns focus
 * to the button, and opening from the keyboard moves focus to the panel's first control.
 */
export function useDisclosure<TPanel extends HTMLElement = HTMLDivElement>() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<TPanel>(null);
  const location = useLocation();

  const close = useCallback((returnFocus = false) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose
  useEffect(() => setIsOpen(false), [location.key]);

  useEffect(() => {
    if (!isOpen) return;
    const isOutside = (target: EventTarget | null) =>
      !panelRef.current?.contains(target as Node) && !buttonRef.current?.contains(target as Node);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [isOpen, close]);

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const opensByKeyboard = event.detail === 0;
    setIsOpen((open) => !open);
    if (!isOpen && opensByKeyboard) {
      requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('a, button')?.focus());
    }
  };

  return {
    isOpen,
    close,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: toggle,
    },
    panelProps: { ref: panelRef, id: panelId, hidden: !isOpen },
  };
}
