import { Boxes, ChartLine, Contact, type LucideIcon, PackageCheck, Users } from 'lucide-react';
import type { MessageKey } from '../../lib/i18n';
import { brandPaths } from './brand-paths';

/** One entry of the portal's navigation; `ownerOnly` entries are shown to owners and staff alone. */
export type BrandNavItem = {
  to: (brandId: string) => string;
  label: MessageKey<'brand'>;
  icon: LucideIcon;
  ownerOnly?: true;
  /** active only on its own address, not on the pages under it (the portal's first page) */
  end?: true;
};

// message keys, read at render in the page's language
export const BRAND_NAVIGATION: BrandNavItem[] = [
  { to: brandPaths.brand.to, label: 'nav.catalogue', icon: Boxes, end: true },
  { to: brandPaths.orders.to, label: 'nav.orders', icon: PackageCheck },
  { to: brandPaths.insights.to, label: 'nav.insights', icon: ChartLine },
  { to: brandPaths.leads.to, label: 'nav.leads', icon: Contact },
  { to: brandPaths.team.to, label: 'nav.team', icon: Users },
];
