import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';

export function NotFoundPage() {
  const t = useT('common');
  return (
    <div className="container-page flex flex-col items-center py-24 text-center md:py-32">
      <title>{t('notFound.documentTitle')}</title>
      <p className="text-sm font-semibold tracking-wider text-brand uppercase">404</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight text-ink md:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 max-w-md text-muted">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home.to()} variant="dark">
          {t('actions.backToHome')}
        </ButtonLink>
        <ButtonLink to={paths.samples.to()} variant="secondary">
          {t('actions.browseSamples')}
        </ButtonLink>
      </div>
    </div>
  );
}
