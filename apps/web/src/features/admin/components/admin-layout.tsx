import {
  Boxes,
  ClipboardCheck,
  FolderTree,
  Handshake,
  History,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  type LucideIcon,
  MessageSquare,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Store,
  UserRoundPen,
  Users,
} from 'lucide-react';
import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { LockedNotice } from '../../../components/ui/locked-notice';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useDialogs } from '../../../lib/dialogs';
import { type MessageKey, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { adminPaths } from '../admin-paths';
import { usePendingPartnerApplicationCount } from '../partner-applications-api';

type NavigationGroup = {
  group: MessageKey<'admin'>;
  /** `count`: a number of things waiting, shown beside the link */
  items: { to: string; label: MessageKey<'admin'>; icon: LucideIcon; end?: true; count?: 'pendingApplications' }[];
};

// message keys, read at render in the page's language
const NAVIGATION: NavigationGroup[] = [
  {
    group: 'layout.group.overview',
    items: [{ to: adminPaths.root.to(), label: 'layout.link.dashboard', icon: LayoutDashboard, end: true }],
  },
  {
    group: 'layout.group.people',
    items: [
      { to: adminPaths.approvals.to(), label: 'layout.link.approvals', icon: ClipboardCheck },
      { to: adminPaths.accounts.to(), label: 'layout.link.accounts', icon: Users },
      { to: adminPaths.unfinishedProfiles.to(), label: 'layout.link.unfinishedProfiles', icon: UserRoundPen },
    ],
  },
  {
    group: 'layout.group.catalogue',
    items: [
      { to: adminPaths.brands.to(), label: 'layout.link.brands', icon: Store },
      {
        to: adminPaths.partnerApplications.to(),
        label: 'layout.link.partnerApplications',
        icon: Handshake,
        count: 'pendingApplications',
      },
      { to: adminPaths.samples.to(), label: 'layout.link.samples', icon: Boxes },
      { to: adminPaths.categories.to(), label: 'layout.link.categories', icon: FolderTree },
    ],
  },
  {
    group: 'layout.group.sales',
    items: [
      { to: adminPaths.orders.to(), label: 'layout.link.orders', icon: ShoppingBag },
      { to: adminPaths.sampleRequests.to(), label: 'layout.link.sampleRequests', icon: Inbox },
      { to: adminPaths.contactInquiries.to(), label: 'layout.link.contactInquiries', icon: MessageSquare },
    ],
  },
  {
    group: 'layout.group.site',
    items: [
      { to: adminPaths.content.to(), label: 'layout.link.homePage', icon: LayoutTemplate },
      { to: adminPaths.settings.to(), label: 'layout.link.settings', icon: Settings },
      { to: adminPaths.auditLog.to(), label: 'layout.link.auditLog', icon: History },
    ],
  },
];

/** /admin: ADMIN only. A visitor is asked to sign in; any other account is told it may not enter. */
export function AdminLayout() {
  const { user, isAuthenticated } = useSession();
  if (!user || !isAuthenticated) return <AdminSignInRequired />;
  if (user.role !== 'ADMIN') return <AdminNotAllowed />;
  return <AdminShell />;
}

function AdminShell() {
  const t = useT('admin');
  const counts = { pendingApplications: usePendingPartnerApplicationCount().data };
  return (
    <div className="container-page py-6 md:py-10">
      <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
        <aside className="lg:sticky lg:top-24 lg:w-52 lg:shrink-0 lg:self-start">
          <p className="mb-3 flex items-center gap-2 px-3 text-xs font-semibold tracking-wider text-muted uppercase">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('layout.heading')}
          </p>
          <nav
            aria-label={t('layout.navLabel')}
            className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0"
          >
            <ul className="flex gap-1 lg:flex-col lg:gap-5">
              {NAVIGATION.map(({ group, items }) => (
                <li key={group} className="contents lg:block">
                  <p className="hidden px-3 pb-1.5 text-[11px] font-semibold tracking-wider text-subtle uppercase lg:block">
                    {t(group)}
                  </p>
                  <ul className="contents lg:flex lg:flex-col lg:gap-0.5">
                    {items.map(({ to, label, icon: Icon, count, ...item }) => (
                      <li key={to}>
                        <NavLink
                          to={to}
                          end={'end' in item}
                          className={({ isActive }) =>
                            cn(
                              'flex h-9 items-center gap-2.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
                              isActive ? 'bg-ink text-white' : 'text-ink hover:bg-surface',
                            )
                          }
                        >
                          <Icon aria-hidden="true" className="size-4" />
                          {t(label)}
                          {count && counts[count] ? (
                            <span className="relative ml-auto rounded-full bg-warning-soft px-1.5 text-xs font-semibold text-warning tabular-nums">
                              <span aria-hidden="true">{counts[count]}</span>
                              <span className="sr-only">{t('layout.waiting', { count: counts[count] })}</span>
                            </span>
                          ) : null}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

function AdminSignInRequired() {
  const t = useT('admin');
  const { open } = useDialogs();
  // stays on /admin after signing in rather than going on to /samples
  const openLogin = () => open({ name: 'auth', view: 'login', onSuccess: () => {} });
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once, on arrival
  useEffect(openLogin, []);
  return (
    <AdminNotice
      title={t('layout.signIn.title')}
      text={t('layout.signIn.text')}
      action={
        <Button variant="dark" onClick={openLogin}>
          {t('layout.signIn.action')}
        </Button>
      }
    />
  );
}

function AdminNotAllowed() {
  const t = useT('admin');
  return (
    <AdminNotice
      title={t('layout.notAllowed.title')}
      text={t('layout.notAllowed.text')}
      action={
        <ButtonLink to={paths.home.to()} variant="dark">
          {t('layout.notAllowed.action')}
        </ButtonLink>
      }
    />
  );
}

function AdminNotice({ title, text, action }: { title: string; text: string; action: React.ReactNode }) {
  const t = useT('admin');
  return (
    <LockedNotice documentTitle={t('layout.documentTitle', { title })} title={title} text={text} action={action} />
  );
}
