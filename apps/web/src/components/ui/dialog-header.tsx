import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

type DialogHeaderProps = { title: string; description?: ReactNode; className?: string };

/** A dialog's title, its optional description and its close button, along the top of a Modal or a SideSheet. */
export function DialogHeader({ title, description, className }: DialogHeaderProps) {
  const t = useT('common');
  return (
    <div className={cn('flex items-start justify-between gap-4 border-b border-line bg-white px-5 py-4', className)}>
      <div className="min-w-0">
        <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
        {description ? (
          <Dialog.Description className="mt-1 text-sm break-words text-muted">{description}</Dialog.Description>
        ) : null}
      </div>
      <Dialog.Close
        aria-label={t('actions.close')}
        className="-mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface"
      >
        <X aria-hidden="true" className="size-5" />
      </Dialog.Close>
    </div>
  );
}
