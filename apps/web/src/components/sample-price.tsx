import { formatRinggit } from '@samplebank/domain/format';
import { cn } from '../lib/cn';
import { type MessageKey, type Translate, useT } from '../lib/i18n';
import { type SessionUser, useSession } from '../lib/session';

/**
 * What a viewer who is not premium reads in place of the price: a visitor "Free sample for members" (samples are free
 * once signed in), a member "Free sample" (they pay nothing, spec §1).
 */
const FREE_LABEL_KEYS: Record<Exclude<PriceViewer, 'premium'>, MessageKey<'catalogue'>> = {
  visitor: 'price.freeForMembers',
  member: 'price.freeSample',
};

/** Who looks at a price: a visitor, a signed-in member, or a premium member who pays by card. */
export type PriceViewer = 'visitor' | 'member' | 'premium';

/** The kind of viewer the session is; only premium members are shown prices (spec §1). */
export function priceViewerOf(user: Pick<SessionUser, 'isPremium'> | null): PriceViewer {
  if (!user) return 'visitor';
  return user.isPremium ? 'premium' : 'member';
}

/** The words shown in place of a sample's price to this viewer: the price to a premium member, else what they pay. */
export function samplePriceText(price: number, viewer: PriceViewer, t: Translate<'catalogue'>): string {
  if (viewer === 'premium') return formatRinggit(price);
  return t(FREE_LABEL_KEYS[viewer]);
}

type SamplePriceProps = {
  price: number;
  className?: string;
  /** the class of the price itself */
  priceClassName?: string;
  /** the class of the words shown in its place, quieter by default */
  freeClassName?: string;
};

/**
 * A sample's price as the signed-in user may see it: the list price to a premium member, "Free sample" to a member who
 * is not premium, "Free sample for members" to a visitor. The server renders the visitor's words; the browser then
 * shows the signed-in user's before it paints.
 */
export function SamplePrice({ price, className, priceClassName, freeClassName = 'text-muted' }: SamplePriceProps) {
  const t = useT('catalogue');
  const { user, isAuthenticated } = useSession();
  const viewer = priceViewerOf(isAuthenticated ? user : null);
  return (
    <span data-price={viewer} className={cn(className, viewer === 'premium' ? priceClassName : freeClassName)}>
      {samplePriceText(price, viewer, t)}
    </span>
  );
}
