import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDown, ClipboardList, Heart, ShoppingBag, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useSampleCategories } from '../../features/catalogue/api';
import { useCategoryName } from '../../features/catalogue/category-name';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { CartButton, CartCount } from './cart-button';
import { HeaderAccount } from './header-account';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

const drawerLinkStyles = 'flex h-12 items-center justify-between rounded-lg px-3 text-base font-medium text-ink';

/** The phone drawer: the search, the navigation and the account. Loaded the first time the menu opens. */
export function MobileMenuDrawer({ onClose }: { onClose: () => void }) {
  const t = useT('common');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[88%] max-w-sm animate-slide-in-left flex-col bg-white shadow-popover outline-none"
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <Dialog.Title className="sr-only">{t('nav.menu')}</Dialog.Title>
            <Logo />
            <Dialog.Close
              aria-label={t('nav.closeMenu')}
              className="flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-5">
            <HeaderSearch layout="stacked" onNavigate={onClose} />
            <nav aria-label={t('nav.main')} className="mt-6">
              <ul className="space-y-1">
                <li>
                  <ProductsDisclosure />
                </li>
                <li>
                  <DrawerLink to={paths.brands.to()}>{t('nav.brands')}</DrawerLink>
                </li>
                <li>
                  <DrawerLink to={paths.boards.to()}>{t('nav.boards')}</DrawerLink>
                </li>
                <li>
                  <DrawerLink to={paths.wishlist.to()}>
                    {t('nav.wishlist')}
                    <Heart aria-hidden="true" className="size-5 text-muted" />
                  </DrawerLink>
                </li>
                <li>
                  <DrawerLink to={paths.myRequests.to()}>
                    {t('nav.myRequests')}
                    <ClipboardList aria-hidden="true" className="size-5 text-muted" />
                  </DrawerLink>
                </li>
                <li>
                  <CartButton className={cn(drawerLinkStyles, 'w-full hover:bg-surface')}>
                    <span className="flex items-center gap-2">
                      {t('nav.cart')}
                      <CartCount />
                    </span>
                    <ShoppingBag aria-hidden="true" className="size-5 text-muted" />
                  </CartButton>
                </li>
              </ul>
            </nav>
          </div>
          <div className="border-t border-line p-4">
            <HeaderAccount placement="drawer" />
            <LanguageSwitch className="mt-3" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavLink to={to} className={({ isActive }) => cn(drawerLinkStyles, isActive ? 'bg-surface' : 'hover:bg-surface')}>
      {children}
    </NavLink>
  );
}

function ProductsDisclosure() {
  const t = useT('common');
  const [isExpanded, setIsExpanded] = useState(false);
  const categoryName = useCategoryName();
  const categoriesQuery = useSampleCategories();
  const roots = categoriesQuery.data?.tree ?? [];

  return (
    <div>
      <button
        type="button"
        aria-expanded={isExpanded}
        aria-controls="drawer-products"
        onClick={() => setIsExpanded((expanded) => !expanded)}
        className={cn(drawerLinkStyles, 'w-full hover:bg-surface')}
      >
        {t('nav.products')}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-5 text-muted transition-transform', isExpanded && 'rotate-180')}
        />
      </button>
      <div id="drawer-products" hidden={!isExpanded} className="pb-2 pl-3">
        <Link to={paths.samples.to()} className="flex h-10 items-center px-3 text-sm font-semibold text-brand">
          {t('nav.seeAllProducts')}
        </Link>
        {roots.map((root) => (
          <div key={root._id} className="mt-2">
            <p className="px-3 py-1 text-xs font-semibold tracking-wider text-muted uppercase">{categoryName(root)}</p>
            <ul>
              {root.children.map((category) => (
                <li key={category._id}>
                  <Link
                    to={paths.samples.to({ categoryId: category._id })}
                    className="flex h-10 items-center rounded-md px-3 text-sm text-ink hover:bg-surface"
                  >
                    {categoryName(category)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
