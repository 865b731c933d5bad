import { Suspense, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { FilterSection } from './filter-section';
import { lazyPart } from './lazy-part';

// the colour well, hex field and photo match load, with their words, when the section is opened (open from the start
// while a colour is asked for): the listing's first page stays within its script budget (DESIGN.md §8)
const ColourMatch = lazyPart(() => import('./colour-match').then((module) => module.ColourMatch), ['discovery']);

type ColourMatchSectionProps = { value: string | null; onChange: (nearColor: string | null) => void };

/** "Match a colour": samples of a colour like a hex code, a picked colour or a photo's, the closest first. */
export function ColourMatchSection({ value, onChange }: ColourMatchSectionProps) {
  const t = useT('catalogue');
  const [isOpen, setIsOpen] = useState(Boolean(value));
  return (
    <FilterSection
      name="nearColor"
      title={t('filters.matchColour')}
      badge={value ? 1 : 0}
      defaultOpen={isOpen}
      onToggle={setIsOpen}
    >
      {isOpen && (
        <Suspense fallback={<p className="text-sm text-muted">{t('loading')}</p>}>
          <ColourMatch value={value} onChange={onChange} />
        </Suspense>
      )}
    </FilterSection>
  );
}
