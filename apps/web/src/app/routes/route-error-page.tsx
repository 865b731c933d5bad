import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';

/** Shown inside the layout when a page throws, so the header and footer stay usable. */
export function RouteErrorPage() {
  const t = useT('common');
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t('routeError.somethingWentWrong');
  console.error(error);
  return (
    <div role="alert" className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">{t('routeError.title')}</h1>
      <p className="mt-4 text-muted">{t('routeError.body', { message })}</p>
      <ButtonLink to={paths.home.to()} variant="dark" className="mt-8">
        {t('actions.backToHome')}
      </ButtonLink>
    </div>
  );
}
