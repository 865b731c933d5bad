import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

/** A table in a card that scrolls sideways on a narrow screen rather than breaking the page. */
export function AdminTable({ children, className, ...props }: ComponentPropsWithoutRef<'table'>) {
  return (
    // relative: what is positioned inside (a column's label for screen readers) stays in the scrolled box, not widening the page
    <div className="relative overflow-x-auto rounded-2xl border border-line bg-white shadow-card">
      <table className={cn('w-full min-w-[44rem] border-collapse text-left text-sm', className)} {...props}>
        {children}
      </table>
    </div>
  );
}

export function HeaderCell({ children, className, ...props }: ComponentPropsWithoutRef<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-line bg-canvas px-4 py-3 text-xs font-semibold tracking-wider whitespace-nowrap text-muted uppercase first:rounded-tl-2xl last:rounded-tr-2xl',
        className,
      )}
      {...props}
    >
      {children}
    </th>
  );
}

export function Cell({ children, className, ...props }: ComponentPropsWithoutRef<'td'>) {
  return (
    <td className={cn('border-b border-line px-4 py-3 align-middle text-ink', className)} {...props}>
      {children}
    </td>
  );
}

/** Rows of grey bars while a table loads. */
export function LoadingRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <tr key={row}>
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <Cell key={column}>
          <Skeleton className="h-4 w-full max-w-40" />
        </Cell>
      ))}
    </tr>
  ));
}

/** One full-width row that says the table is empty. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-16 text-center text-sm text-muted">
        {children}
      </td>
    </tr>
  );
}
