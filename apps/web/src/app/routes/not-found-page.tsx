// i18n: not yet translated (issue 16)
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <div className="container-page flex flex-col items-center py-24 text-center md:py-32">
      <title>Page not found — Samplebank</title>
      <p className="text-sm font-semibold tracking-wider text-brand uppercase">404</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight text-ink md:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-md text-muted">
        The page you are looking for does not exist or has moved. Try the catalogue, or head back home.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home.to()} variant="dark">
          Back to home
        </ButtonLink>
        <ButtonLink to={paths.samples.to()} variant="secondary">
          Browse samples
        </ButtonLink>
      </div>
    </div>
  );
}
