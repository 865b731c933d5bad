import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n';

// the drawer and its dialog library load on the first open, keeping them out of every page's first load
const MobileMenuDrawer = lazy(() =>
  import('./mobile-menu-drawer').then((module) => ({ default: module.MobileMenuDrawer })),
);

/** The phone header's menu button and the drawer it opens, holding the search and the navigation. */
export function MobileMenu() {
  const t = useT('common');
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const close = () => {
    setIsOpen(false);
    // the drawer unmounts at once: hand focus back to the button that opened it
    buttonRef.current?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each navigation on purpose
  useEffect(() => setIsOpen(false), [location.key]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
        className="-ml-2 flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <MobileMenuDrawer onClose={close} />
        </Suspense>
      )}
    </>
  );
}
