// i18n: not yet translated (issue 16)
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../config/paths';

/** Shown inside the layout when a page throws, so the header and footer stay usable. */
export function RouteErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  console.error(error);
  return (
    <div role="alert" className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">We could not show this page</h1>
      <p className="mt-4 text-muted">{message} Please reload the page or try again later.</p>
      <ButtonLink to={paths.home.to()} variant="dark" className="mt-8">
        Back to home
      </ButtonLink>
    </div>
  );
}
