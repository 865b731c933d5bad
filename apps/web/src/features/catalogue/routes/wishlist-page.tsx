import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorMessage } from '../../../components/ui/error-message';
import { paths } from '../../../config/paths';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { SampleCard } from '../components/sample-card';
import { SampleCardSkeleton } from '../components/sample-card-skeleton';
import { SampleGrid } from '../components/sample-grid';
import { WishlistButton } from '../components/wishlist-button';
import { requestSampleDialogFor } from '../request-sample-dialog';
import { useWishlist } from '../wishlist-api';

/** The samples the signed-in user saved with the heart. */
export function WishlistPage() {
  const t = useT('catalogue');
  const { isAuthenticated } = useSession();
  const dialogs = useDialogs();
  const wishlist = useWishlist();

  return (
    <div className="container-page py-8 md:py-12">
      <title>{t('wishlist.documentTitle')}</title>
      <h1 className="text-3xl font-semibold tracking-tight text-ink md:text-4xl">{t('wishlist.title')}</h1>
      <p className="mt-2 text-sm text-muted">
        {wishlist.data ? t('wishlist.savedCount', { count: wishlist.data.samples.length }) : t('wishlist.intro')}
      </p>

      <div className="mt-8">
        {!isAuthenticated ? (
          <EmptyState
            title={t('wishlist.signInTitle')}
            text={t('wishlist.signInText')}
            action={
              <Button variant="dark" onClick={() => dialogs.open({ name: 'auth', view: 'login' })}>
                {t('signIn')}
              </Button>
            }
          />
        ) : wishlist.isPending ? (
          <SampleGrid>
            {Array.from({ length: 5 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
              <li key={index}>
                <SampleCardSkeleton />
              </li>
            ))}
          </SampleGrid>
        ) : wishlist.isError ? (
          <ErrorMessage>{t('errorWithMessage', { message: wishlist.error.message })}</ErrorMessage>
        ) : wishlist.data.samples.length === 0 ? (
          <EmptyState
            title={t('wishlist.emptyTitle')}
            text={t('wishlist.emptyText')}
            action={<ButtonLink to={paths.samples.to()}>{t('wishlist.browse')}</ButtonLink>}
          />
        ) : (
          <SampleGrid>
            {wishlist.data.samples.map((sample) => (
              <li key={sample._id}>
                <SampleCard
                  sample={sample}
                  headingLevel="h2"
                  onRequestSample={(item) => dialogs.open(requestSampleDialogFor(item))}
                  action={<WishlistButton sampleId={sample._id} sampleName={sample.name} />}
                />
              </li>
            ))}
          </SampleGrid>
        )}
      </div>
    </div>
  );
}

function EmptyState({ title, text, action }: { title: string; text: string; action: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-canvas px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand shadow-card">
        <Heart aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-muted">{text}</p>
      <div className="mt-6">{action}</div>
    </div>
  );
}
