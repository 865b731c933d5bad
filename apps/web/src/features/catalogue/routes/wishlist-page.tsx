// i18n: not yet translated (issue 16)
import { formatCount } from '@samplebank/domain/format';
import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorMessage } from '../../../components/ui/error-message';
import { paths } from '../../../config/paths';
import { useDialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/session';
import { SampleCard } from '../components/sample-card';
import { SampleCardSkeleton } from '../components/sample-card-skeleton';
import { SampleGrid } from '../components/sample-grid';
import { WishlistButton } from '../components/wishlist-button';
import { requestSampleDialogFor } from '../request-sample-dialog';
import { useWishlist } from '../wishlist-api';

/** The samples the signed-in user saved with the heart. */
export function WishlistPage() {
  const { isAuthenticated } = useSession();
  const dialogs = useDialogs();
  const wishlist = useWishlist();

  return (
    <div className="container-page py-8 md:py-12">
      <title>My wishlist — Samplebank</title>
      <h1 className="text-3xl font-semibold tracking-tight text-ink md:text-4xl">My wishlist</h1>
      <p className="mt-2 text-sm text-muted">
        {wishlist.data ? formatCount(wishlist.data.samples.length, 'saved sample') : 'Samples you saved for later.'}
      </p>

      <div className="mt-8">
        {!isAuthenticated ? (
          <EmptyState
            title="Sign in to see your wishlist"
            text="Save samples with the heart on any card and find them here on every device."
            action={
              <Button variant="dark" onClick={() => dialogs.open({ name: 'auth', view: 'login' })}>
                Sign in
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
          <ErrorMessage>Error: {wishlist.error.message}</ErrorMessage>
        ) : wishlist.data.samples.length === 0 ? (
          <EmptyState
            title="Your wishlist is empty"
            text="Tap the heart on a sample to keep it here while you compare finishes."
            action={<ButtonLink to={paths.samples.to()}>Browse samples</ButtonLink>}
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
