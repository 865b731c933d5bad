import type { ReactElement } from 'react';
import { useT } from '../../../lib/i18n';
import { closenessOf } from '../filters/hex-color';

/**
 * On a card of a colour match (issue 17): the sample's colour beside the asked one, and how close they look ("Very
 * close"), with the OKLab difference for a screen reader and in a tooltip.
 */
export function ColourCloseness({
  colorHex,
  nearColor,
  distance,
}: {
  colorHex: string | null;
  nearColor: string;
  distance: number;
}): ReactElement | null {
  const t = useT('discovery');
  const closeness = t(`closeness.${closenessOf(distance)}`);
  const detail = t('closeness.detail', { closeness, hex: nearColor, distance });
  return (
    <p
      data-colour-distance={distance}
      data-sample-colour={colorHex ?? undefined}
      title={detail}
      className="flex items-center gap-1.5 text-xs font-medium text-ink"
    >
      <span aria-hidden="true" className="flex shrink-0">
        <span
          className="size-4 rounded-l-full ring-1 ring-black/15"
          style={{ backgroundColor: colorHex ?? 'transparent' }}
        />
        <span className="size-4 rounded-r-full ring-1 ring-black/15" style={{ backgroundColor: nearColor }} />
      </span>
      <span aria-hidden="true">{closeness}</span>
      <span className="sr-only">{detail}</span>
    </p>
  );
}
