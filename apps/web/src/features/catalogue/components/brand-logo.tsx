import { useState } from 'react';
import { useT } from '../../../lib/i18n';

/** A brand's logo, or its initials on a tile when there is no logo or it fails to load. */
export function BrandLogo({ name, logoUrl }: { name: string; logoUrl?: string | null }) {
  const t = useT('catalogue');
  const [hasFailed, setHasFailed] = useState(false);
  if (logoUrl && !hasFailed) {
    return (
      <img
        src={logoUrl}
        alt={t('brand.logoAlt', { name })}
        width={160}
        height={80}
        loading="lazy"
        onError={() => setHasFailed(true)}
        className="h-16 w-full object-contain"
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className="flex size-16 items-center justify-center rounded-full bg-surface text-lg font-semibold text-muted"
    >
      {initials}
    </span>
  );
}
