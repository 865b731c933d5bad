import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { CartButton, WishlistLink } from './cart-button';
import { HeaderAccount } from './header-account';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ProductsMenu } from './products-menu';

const navLinkStyles = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-10 items-center rounded-full px-3.5 text-sm font-medium transition-colors',
    isActive ? 'bg-surface text-ink' : 'text-ink hover:bg-surface',
  );

export function SiteHeader() {
  const t = useT('common');
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative">
        {/* phone and tablet: menu, logo, cart */}
        <div className="container-page flex h-16 items-center gap-3 lg:hidden">
          <MobileMenu />
          <Logo />
          <div className="ml-auto flex items-center">
            <WishlistLink />
            <CartButton />
          </div>
        </div>

        {/* desktop: logo, navigation, search, cart, account */}
        <div className="container-page hidden h-18 items-center gap-6 lg:flex">
          <Logo />
          <nav aria-label={t('nav.main')}>
            <ul className="flex items-center gap-1">
              <li>
                <ProductsMenu />
              </li>
              <li>
                <NavLink to={paths.brands.to()} className={navLinkStyles}>
                  {t('nav.brands')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.boards.to()} className={navLinkStyles}>
                  {t('nav.boards')}
                </NavLink>
              </li>
            </ul>
          </nav>
          <HeaderSearch className="mx-auto w-full max-w-xl" />
          <div className="flex items-center gap-1">
            <WishlistLink />
            <CartButton />
            <HeaderAccount />
          </div>
          <LanguageSwitch className="-ml-3 shrink-0" />
        </div>
      </div>
    </header>
  );
}
