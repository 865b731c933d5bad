import { LockKeyhole } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';

/** Whether a board's or project's load failed because the caller has no part in it (any more): a 404 or 403. */
export const isBoardAccessLost = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/**
 * What a removed member (or anyone whose board or project is gone) sees instead of a fetch error, with the way back.
 */
export function BoardAccessLost({ what = 'board' }: { what?: 'board' | 'project' }) {
  const t = useT('projects');
  return (
    <div className="flex flex-col items-center rounded-2xl bg-canvas px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-muted shadow-card">
        <LockKeyhole aria-hidden="true" className="size-5" />
      </span>
      <h1 className="mt-4 max-w-md text-lg font-semibold text-ink">
        {t(what === 'board' ? 'access.lostTitle' : 'access.lostProjectTitle')}
      </h1>
      <p className="mt-2 max-w-md text-sm text-muted">
        {t(what === 'board' ? 'access.lostBody' : 'access.lostProjectBody')}
      </p>
      <ButtonLink to={paths.boards.to()} variant="dark" className="mt-6">
        {t('access.backToProjects')}
      </ButtonLink>
    </div>
  );
}
