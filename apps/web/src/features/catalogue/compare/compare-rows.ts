import type { TSampleDetail } from '@samplebank/contracts/catalogue';
import { CERTIFICATION_SCHEMES } from '@samplebank/contracts/material-specs';
import { formatDate, formatRinggit } from '@samplebank/domain/format';
import { useMemo } from 'react';
import { priceViewerOf, samplePriceText } from '../../../components/sample-price';
import { useFacetLabel } from '../../../lib/facet-label';
import { formatKeyLabel } from '../../../lib/format';
import { type Translate, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useCategoryName } from '../category-name';

/** One sample's value in a row: the words shown (and compared), and how they are shown. */
export type CompareCell = {
  text: string;
  /** a colour swatch before the words */
  swatch?: string | null;
  /** the brand's own words (a name, a value it wrote), which translators leave alone */
  asWritten?: boolean;
  /** a value that says nothing is known, or a certificate that no longer counts */
  quiet?: boolean;
};

export type CompareGroup = 'overview' | 'specifiers' | 'specifications' | 'logistic';

/** A row of the comparison: one value per sample, and whether they differ. */
export type CompareRow = {
  key: string;
  group: CompareGroup;
  label: string;
  /** the label is a specification's name as the brand wrote it */
  labelAsWritten?: boolean;
  cells: CompareCell[];
  differs: boolean;
};

/** Whether the values of a row differ: two samples or more, and not all the same words. */
export function valuesDiffer(cells: readonly CompareCell[]): boolean {
  return cells.length > 1 && cells.some((cell) => cell.text !== cells[0]?.text);
}

type Words = {
  compare: Translate<'compare'>;
  specs: Translate<'specs'>;
  catalogue: Translate<'catalogue'>;
  facetLabel: (value: string) => string;
  categoryName: (category: { name: string; nameMs: string | null }) => string;
  priceText: (price: number) => string;
};

/** Every row the comparison shows, by group: what the details page shows of each sample, side by side. */
export function useCompareRows(samples: readonly TSampleDetail[]): CompareRow[] {
  const compare = useT('compare');
  const specs = useT('specs');
  const catalogue = useT('catalogue');
  const facetLabel = useFacetLabel();
  const categoryName = useCategoryName();
  const { user, isAuthenticated } = useSession();
  const viewer = priceViewerOf(isAuthenticated ? user : null);
  return useMemo(
    () =>
      compareRowsOf(samples, {
        compare,
        specs,
        catalogue,
        facetLabel,
        categoryName,
        // the price only where the page shows it to this viewer (a premium member); others read what they pay
        priceText: (price) => samplePriceText(price, viewer, catalogue),
      }),
    [samples, compare, specs, catalogue, facetLabel, categoryName, viewer],
  );
}

function compareRowsOf(samples: readonly TSampleDetail[], words: Words): CompareRow[] {
  const { compare, specs, catalogue, facetLabel } = words;
  const notStated: CompareCell = { text: compare('notStated'), quiet: true };
  const rows: CompareRow[] = [];
  const add = (group: CompareGroup, key: string, label: string, cellOf: (sample: TSampleDetail) => CompareCell) => {
    const cells = samples.map(cellOf);
    rows.push({ key, group, label, cells, differs: valuesDiffer(cells) });
  };
  // a value the brand wrote: ours in the page's language where we know it (a usage, a style), else as written
  const brandValue = (value: string | number | null | undefined): CompareCell => {
    if (value === null || value === undefined || value === '') return notStated;
    const label = facetLabel(String(value));
    return { text: label, asWritten: label === String(value) };
  };
  const anyHas = (has: (sample: TSampleDetail) => boolean) => samples.some(has);

  // overview: what a card and the top of the details page show
  add('overview', 'brand', compare('row.brand'), (sample) => ({ text: sample.manufacturerId.name, asWritten: true }));
  add('overview', 'price', compare('row.price'), (sample) => ({ text: words.priceText(sample.price) }));
  add('overview', 'availability', compare('row.availability'), (sample) =>
    sample.stock > 0 ? { text: compare('inStock') } : { text: compare('outOfStock'), quiet: true },
  );
  add('overview', 'category', compare('row.category'), (sample) =>
    sample.category ? { text: words.categoryName(sample.category) } : notStated,
  );
  add('overview', 'material', compare('row.material'), (sample) => {
    const material = sample.material ?? sample.specifications.material;
    return material === undefined || material === null ? notStated : { text: String(material), asWritten: true };
  });
  add('overview', 'colour', compare('row.colour'), (sample) =>
    sample.color.label || sample.color.colorHex
      ? {
          text: sample.color.label ?? sample.color.colorHex ?? '',
          swatch: sample.color.colorHex,
          asWritten: true,
        }
      : notStated,
  );
  add('overview', 'usage', compare('row.usage'), (sample) => brandValue(sample.space.usage));
  add('overview', 'style', compare('row.style'), (sample) => brandValue(sample.space.architectural));
  add('overview', 'sku', compare('row.sku'), (sample) => ({ text: sample.sku, asWritten: true }));

  // for specifiers (issue 17): each certification scheme any of them holds, then fire, slip, VOC and the rest
  for (const scheme of CERTIFICATION_SCHEMES) {
    if (!anyHas((sample) => sample.specs.certifications.some((held) => held.scheme === scheme))) continue;
    add('specifiers', `certification.${scheme}`, specs(`scheme.${scheme}`), (sample) => {
      const held = sample.specs.certifications.find((certification) => certification.scheme === scheme);
      if (!held) return { text: compare('notCertified'), quiet: true };
      if (!held.valid) return { text: specs('expired', { date: formatDate(held.expiresOn) }), quiet: true };
      return {
        text: held.expiresOn ? specs('validUntil', { date: formatDate(held.expiresOn) }) : specs('noExpiry'),
      };
    });
  }
  const spec = <V>(key: string, read: (sample: TSampleDetail) => V | null, show: (value: V) => string) => {
    if (!anyHas((sample) => read(sample) !== null)) return;
    add('specifiers', key, specs(key as 'fireBs476'), (sample) => {
      const value = read(sample);
      return value === null ? { text: specs('notPublished'), quiet: true } : { text: show(value) };
    });
  };
  spec(
    'fireBs476',
    (sample) => sample.specs.fireBs476,
    (value) => specs(`bs476.${value}`),
  );
  spec(
    'euroclass',
    (sample) => sample.specs.fireEuroclass,
    (value) => value,
  );
  spec(
    'slipRating',
    (sample) => sample.specs.slipRating,
    (value) => value,
  );
  spec(
    'slipPtv',
    (sample) => sample.specs.slipPtv,
    (value) => String(value),
  );
  spec(
    'vocLevel',
    (sample) => sample.specs.vocLevel,
    (value) => specs(`voc.${value}`),
  );
  spec(
    'recycledPercent',
    (sample) => sample.specs.recycledPercent,
    (percent) => specs('recycledValue', { percent }),
  );
  if (anyHas((sample) => sample.specs.madeInMalaysia))
    add('specifiers', 'madeInMalaysia', specs('madeInMalaysia'), (sample) => ({
      text: specs(sample.specs.madeInMalaysia ? 'yes' : 'no'),
    }));
  spec(
    'leadTimeDays',
    (sample) => sample.specs.leadTimeDays,
    (days) => specs('leadTimeValue', { days }),
  );
  spec(
    'unitPrice',
    (sample) => sample.specs.unitPrice,
    (unitPrice) => specs(`unit.${unitPrice.unit}`, { price: formatRinggit(unitPrice.amount) }),
  );

  // the brand's specifications and logistics: every key any of them has, in the order they first appear
  const keysOf = (record: (sample: TSampleDetail) => Record<string, string | number>) => [
    ...new Set(samples.flatMap((sample) => Object.keys(record(sample)))),
  ];
  for (const key of keysOf((sample) => sample.specifications)) {
    if (key === 'material') continue; // shown in the overview
    const known = specs.has(`spec.${key}`);
    const cells = samples.map((sample) => brandValue(sample.specifications[key]));
    rows.push({
      key: `specification.${key}`,
      group: 'specifications',
      label: known ? specs(`spec.${key}` as 'spec.material') : formatKeyLabel(key),
      labelAsWritten: !known,
      cells,
      differs: valuesDiffer(cells),
    });
  }
  for (const key of keysOf((sample) => sample.logistic)) {
    const known = specs.has(`spec.${key}`);
    const cells = samples.map((sample) => {
      const value = sample.logistic[key];
      if (key === 'deliveryTime' && typeof value === 'number')
        return { text: catalogue('details.days', { count: value }) };
      return brandValue(value);
    });
    rows.push({
      key: `logistic.${key}`,
      group: 'logistic',
      label: known ? specs(`spec.${key}` as 'spec.material') : formatKeyLabel(key),
      labelAsWritten: !known,
      cells,
      differs: valuesDiffer(cells),
    });
  }
  return rows;
}
