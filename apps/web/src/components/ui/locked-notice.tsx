import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A whole page that says why it cannot show what was asked (sign in first, not yours) and offers the one way on: the
 * back office's and the brand portal's doors.
 */
export function LockedNotice({
  documentTitle,
  title,
  text,
  action,
}: {
  documentTitle: string;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <div className="container-page flex flex-col items-center py-24 text-center md:py-32">
      <title>{documentTitle}</title>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-surface text-ink">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 text-3xl font-semibold tracking-tight text-ink">{title}</h1>
      <p className="mt-3 max-w-md text-muted">{text}</p>
      <div className="mt-8">{action}</div>
    </div>
  );
}
