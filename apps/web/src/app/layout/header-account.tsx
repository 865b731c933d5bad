import { Building2, ChevronDown, CircleUserRound, Heart, LogOut, Package, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useDialogs } from '../../lib/dialogs';
import { pathInLocale, type Translate, useLocale, useT } from '../../lib/i18n';
import { type SessionUser, signOutAndLeave, useSession } from '../../lib/session';
import { useDisclosure } from '../../lib/use-disclosure';

/** Up to two initials of a name ("Aisyah Rahman" -> "AR"), for an avatar without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/** The header's account slot: Sign in for a visitor, the avatar menu (My account, Orders, Admin, Logout) once signed in. */
export function HeaderAccount({ placement = 'header' }: { placement?: 'header' | 'drawer' }) {
  const t = useT('common');
  const { user, isAuthenticated } = useSession();
  const { open } = useDialogs();
  const { pathname } = useLocation();
  // signing in on an invitation page comes back to the invitation, which then offers to accept it
  const staysHere = matchPath(paths.acceptInvitation.path, pathname) !== null;

  if (!user || !isAuthenticated) {
    return (
      <Button
        variant="dark"
        size={placement === 'header' ? 'sm' : 'md'}
        className={cn(placement === 'drawer' && 'w-full')}
        onClick={() => open({ name: 'auth', view: 'login', ...(staysHere ? { onSuccess: () => {} } : {}) })}
      >
        <UserRound aria-hidden="true" className="size-4" />
        {t('account.signIn')}
      </Button>
    );
  }
  return placement === 'drawer' ? <DrawerAccount user={user} /> : <AccountMenu user={user} />;
}

function Avatar({ user, size = 'sm' }: { user: SessionUser; size?: 'sm' | 'md' }) {
  const classes = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-ink font-semibold text-white',
    size === 'sm' ? 'size-8 text-xs' : 'size-10 text-sm',
  );
  if (user.avatar) return <img src={user.avatar} alt="" className={cn(classes, 'object-cover')} />;
  return (
    <span aria-hidden="true" className={classes}>
      {initialsOf(user.name)}
    </span>
  );
}

/** The menu's actions, shared by the header popover and the phone drawer. */
function useAccountActions(onDone: () => void) {
  const locale = useLocale();
  const { user } = useSession();
  const { open } = useDialogs();
  const navigate = useNavigate();
  return {
    openAccount: () => {
      onDone();
      navigate(paths.account.to());
    },
    openOrders: () => {
      onDone();
      if (user?.isApproved) navigate(paths.orders.to());
      else open({ name: 'pending-approval' });
    },
    openCompany: () => {
      onDone();
      navigate(paths.company.to());
    },
    openWishlist: () => {
      onDone();
      navigate(paths.wishlist.to());
    },
    openAdmin: () => {
      onDone();
      navigate('/admin');
    },
    logout: () => {
      onDone();
      // a full page load: the router's /ms base is not there to add itself
      signOutAndLeave(pathInLocale(paths.home.to(), locale));
    },
  };
}

/**
 * "Account menu for Aisha Rahman (AR)": the avatar button's name holds the initials it shows, so a person who
 * says what they see (speech input) names the button (WCAG 2.5.3); a picture avatar shows no text.
 */
export function accountMenuLabel(t: Translate<'common'>, user: Pick<SessionUser, 'name' | 'avatar'>): string {
  const name = user.name.trim() || t('account.yourAccount');
  return user.avatar
    ? t('account.menuFor', { name })
    : t('account.menuForInitials', { name, initials: initialsOf(user.name) });
}

function AccountMenu({ user }: { user: SessionUser }) {
  const t = useT('common');
  const { isOpen, close, buttonProps, panelProps } = useDisclosure();
  const actions = useAccountActions(() => close());
  return (
    <div className="relative">
      <button
        {...buttonProps}
        aria-label={accountMenuLabel(t, user)}
        className={cn(
          'flex h-10 items-center gap-1.5 rounded-full py-1 pr-2 pl-1 text-ink transition-colors hover:bg-surface',
          isOpen && 'bg-surface',
        )}
      >
        <Avatar user={user} />
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 text-muted transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      <div
        {...panelProps}
        className="absolute top-full right-0 z-50 mt-2 w-64 animate-fade-in rounded-xl border border-line bg-white p-1.5 shadow-popover"
      >
        {isOpen && (
          <>
            <AccountSummary user={user} />
            <AccountItems user={user} actions={actions} />
          </>
        )}
      </div>
    </div>
  );
}

function AccountSummary({ user }: { user: SessionUser }) {
  return (
    <div className="flex items-center gap-3 px-2.5 py-2.5">
      <Avatar user={user} size="md" />
      <div className="min-w-0">
        <p translate="no" className="truncate text-sm font-semibold text-ink">
          {user.name}
        </p>
        <p className="truncate text-xs text-muted">{user.email}</p>
      </div>
    </div>
  );
}

function AccountItems({ user, actions }: { user: SessionUser; actions: ReturnType<typeof useAccountActions> }) {
  const t = useT('common');
  return (
    <ul className="mt-1 border-t border-line pt-1">
      <li>
        <MenuItem icon={<CircleUserRound className="size-4" />} onClick={actions.openAccount}>
          {t('account.myAccount')}
        </MenuItem>
      </li>
      <li>
        <MenuItem icon={<Package className="size-4" />} onClick={actions.openOrders}>
          {t('account.orders')}
        </MenuItem>
      </li>
      <li>
        <MenuItem icon={<Building2 className="size-4" />} onClick={actions.openCompany}>
          {t('account.company')}
        </MenuItem>
      </li>
      <li>
        <MenuItem icon={<Heart className="size-4" />} onClick={actions.openWishlist}>
          {t('account.wishlist')}
        </MenuItem>
      </li>
      {user.role === 'ADMIN' && (
        <li>
          <MenuItem icon={<ShieldCheck className="size-4" />} onClick={actions.openAdmin}>
            {t('account.admin')}
          </MenuItem>
        </li>
      )}
      <li>
        <MenuItem icon={<LogOut className="size-4" />} onClick={actions.logout}>
          {t('account.logout')}
        </MenuItem>
      </li>
    </ul>
  );
}

function MenuItem({ icon, onClick, children }: { icon: ReactNode; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex h-10 w-full items-center gap-3 rounded-lg px-2.5 text-left text-sm font-medium text-ink transition-colors hover:bg-surface focus-visible:bg-surface"
    >
      <span aria-hidden="true" className="text-muted">
        {icon}
      </span>
      {children}
    </button>
  );
}

function DrawerAccount({ user }: { user: SessionUser }) {
  const t = useT('common');
  const actions = useAccountActions(() => {});
  return (
    <nav aria-label={t('account.navLabel')}>
      <AccountSummary user={user} />
      <AccountItems user={user} actions={actions} />
    </nav>
  );
}
