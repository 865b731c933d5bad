import { Heart } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useToggleWishlist, useWishlist } from '../wishlist-api';

type WishlistButtonProps = {
  sampleId: string;
  sampleName: string;
  /** `overlay` sits on a card's image; `outline` stands beside the details page's buttons. */
  look?: 'overlay' | 'outline';
  className?: string;
};

/** The heart that keeps a sample on the wishlist; a visitor is asked to sign in first. */
export function WishlistButton({ sampleId, sampleName, look = 'overlay', className }: WishlistButtonProps) {
  const t = useT('catalogue');
  const { isAuthenticated } = useSession();
  const dialogs = useDialogs();
  const wishlist = useWishlist();
  const toggle = useToggleWishlist();
  const isWished = wishlist.data?.myWishlist.includes(sampleId) ?? false;

  const mutate = (remove: boolean) =>
    toggle.mutate(
      { sampleId, isWished: remove },
      {
        onSuccess: () => toast.success(t(remove ? 'wishlist.removed' : 'wishlist.saved')),
        onError: (error) => toast.error(error.message),
      },
    );

  const onClick = () => {
    // a visitor signs in first; the sample is then saved, as they asked
    if (!isAuthenticated) dialogs.open({ name: 'auth', view: 'login', onSuccess: () => mutate(false) });
    else mutate(isWished);
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={isWished}
      // its label names the sample, a name that stays as written
      translate="no"
      aria-label={t(isWished ? 'wishlist.removeLabel' : 'wishlist.saveLabel', { name: sampleName })}
      className={cn(
        'flex items-center justify-center rounded-full transition-colors',
        look === 'overlay'
          ? 'size-9 bg-white/90 text-ink shadow-card backdrop-blur hover:bg-white'
          : 'size-12 border border-line-strong bg-white text-ink hover:border-ink',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-[18px] transition-colors', isWished && 'fill-brand text-brand')}
        strokeWidth={isWished ? 2 : 1.75}
      />
    </button>
  );
}
