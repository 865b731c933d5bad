import { useState } from 'react';
import { cn } from '../../../lib/cn';

/** Up to two initials of a name: "Jason Tan Kok Leong" -> "JT". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A member's picture, or their initials when there is none or it fails to load. */
export function MemberAvatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const frame = cn('size-10 shrink-0 overflow-hidden rounded-full', className);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        width={40}
        height={40}
        onError={() => setFailed(true)}
        className={cn(frame, 'object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(frame, 'flex items-center justify-center bg-brand-soft text-sm font-semibold text-brand-strong')}
    >
      {initialsOf(name) || '?'}
    </span>
  );
}
