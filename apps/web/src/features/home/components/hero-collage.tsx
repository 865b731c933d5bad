import type { TPageSettings } from '@samplebank/contracts/content';
import { Picture } from '../../../components/ui/picture';
import { cn } from '../../../lib/cn';
import { type MessageKey, useT } from '../../../lib/i18n';

type HeroImage = TPageSettings['hero']['images'][number];

// Bundled stand-ins, drawn in CSS, for when the page settings cannot be loaded.
const FALLBACK_TILES: Array<{ label: MessageKey<'home'>; column: number; background: string }> = [
  {
    label: 'collage.oak',
    column: 0,
    background: 'repeating-linear-gradient(92deg, #c9a27a 0 6px, #b98d63 6px 9px, #d3b08a 9px 15px)',
  },
  {
    label: 'collage.terrazzo',
    column: 0,
    background:
      'radial-gradient(circle at 20% 30%, #b8664a 0 3px, transparent 4px) 0 0 / 38px 38px, radial-gradient(circle at 70% 60%, #6f8f7b 0 4px, transparent 5px) 0 0 / 52px 52px, radial-gradient(circle at 40% 80%, #3b3c3e 0 2px, transparent 3px) 0 0 / 29px 29px, radial-gradient(circle at 85% 20%, #c9a27a 0 5px, transparent 6px) 0 0 / 61px 61px, #ece4d6',
  },
  {
    label: 'collage.carraraMarble',
    column: 1,
    background:
      'linear-gradient(125deg, transparent 40%, rgb(160 155 148 / 0.5) 42%, transparent 46%), linear-gradient(35deg, transparent 60%, rgb(160 155 148 / 0.35) 61%, transparent 64%), #f3f0eb',
  },
  {
    label: 'collage.linen',
    column: 1,
    background:
      'repeating-linear-gradient(0deg, rgb(0 0 0 / 0.05) 0 1px, transparent 1px 3px), repeating-linear-gradient(90deg, rgb(0 0 0 / 0.05) 0 1px, transparent 1px 3px), #d9cfc0',
  },
  { label: 'collage.sagePlaster', column: 1, background: 'radial-gradient(circle at 30% 30%, #9db3a0, #6f8f7b)' },
  { label: 'collage.slate', column: 2, background: 'linear-gradient(160deg, #55585c, #2c2e31)' },
  {
    label: 'collage.travertine',
    column: 2,
    background: 'repeating-linear-gradient(175deg, #efe6d6 0 10px, #e2d3ba 10px 12px, #efe6d6 12px 22px)',
  },
];

// columns share the collage's height; alternate ones start lower and end higher, for a staggered look
const columnStyles = (columnIndex: number) =>
  cn('flex h-full min-h-0 flex-col gap-3 md:gap-4', columnIndex % 2 === 1 ? 'pt-10 md:pt-16' : 'pb-10 md:pb-16');
// images of one column take unequal shares of its height, so the rows never line up like a grid
const GROW = ['grow-[5]', 'grow-[4]', 'grow-[6]'];

function byColumn<T extends { column: number }>(items: T[]): T[][] {
  const columns: T[][] = [];
  for (const item of items) {
    const column = Math.min(Math.max(item.column, 0), 3);
    columns[column] = [...(columns[column] ?? []), item];
  }
  return columns.filter((column) => column.length > 0);
}

/** The hero's image collage: one staggered column per image column of the page settings. */
export function HeroCollage({ images }: { images: HeroImage[] | undefined }) {
  const t = useT('home');
  const columns = images && images.length > 0 ? byColumn(images) : null;
  const fallbackColumns = byColumn(FALLBACK_TILES);
  const columnCount = columns ? columns.length : fallbackColumns.length;

  return (
    <div
      className={cn(
        'grid h-full gap-3 md:gap-4',
        columnCount >= 4 ? 'grid-cols-4' : columnCount === 2 ? 'grid-cols-2' : 'grid-cols-3',
      )}
    >
      {columns
        ? columns.map((column, columnIndex) => (
            // the pictures' alt texts name the samples pictured, names that stay as written
            <div key={column[0]?.url ?? columnIndex} translate="no" className={columnStyles(columnIndex)}>
              {column.map((image, imageIndex) => (
                <Picture
                  key={image.url}
                  src={image.url}
                  picture={image.picture}
                  // a column of the collage: a third of the hero, which is half the page from 1024 px
                  sizes="(min-width: 1024px) 240px, 33vw"
                  priority={columnIndex === 0 && imageIndex === 0}
                  loading="eager"
                  alt={image.alt ?? ''}
                  width={480}
                  height={600}
                  className={cn(
                    'min-h-0 w-full basis-0 rounded-xl bg-surface object-cover md:rounded-2xl',
                    GROW[(columnIndex + imageIndex) % GROW.length],
                  )}
                />
              ))}
            </div>
          ))
        : fallbackColumns.map((column, columnIndex) => (
            <div key={column[0]?.label} className={columnStyles(columnIndex)}>
              {column.map((tile, tileIndex) => (
                <div
                  key={tile.label}
                  role="img"
                  aria-label={t(tile.label)}
                  style={{ background: tile.background }}
                  className={cn(
                    'min-h-0 w-full basis-0 rounded-xl md:rounded-2xl',
                    GROW[(columnIndex + tileIndex) % GROW.length],
                  )}
                />
              ))}
            </div>
          ))}
    </div>
  );
}
