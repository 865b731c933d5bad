import type { Locale } from '@samplebank/contracts/locales';
import { COLOUR_FAMILIES, colourFamilyOf } from '@samplebank/domain/colour-families';
import { useMemo } from 'react';
import { useLocale } from '../../lib/i18n';
import { type FieldControlProps, SelectInput } from '../ui/form-field';

type ColourFamilySelectProps = FieldControlProps & {
  /** the sample's colour name: a family's label, its old free label, or '' for none */
  value: string;
  /** called with the chosen family's English label (what is stored), or '' for none */
  onChange: (label: string) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  /** the sample's current colour name as saved; offered as it is while it is no family, so a save may keep it */
  legacyLabel?: string;
  /** the option for no colour name, e.g. "No colour name" */
  noneText: string;
  /** what follows an old label in its option, e.g. "old label — choose a family" */
  legacyNote: string;
};

/** The colour families by their names in the page's language, in that language's alphabetical order. */
function familyOptions(locale: Locale) {
  const nameOf = (family: (typeof COLOUR_FAMILIES)[number]) => (locale === 'ms' ? family.ms : family.label);
  const collator = new Intl.Collator(locale);
  return COLOUR_FAMILIES.map((family) => ({ value: family.label, text: nameOf(family) })).sort((first, second) =>
    collator.compare(first.text, second.text),
  );
}

/**
 * A colour name chosen from the colour families (issue 18), each named in the page's language; a sample's old free
 * label stays choosable, marked, until someone picks a family instead.
 */
export function ColourFamilySelect({
  value,
  onChange,
  legacyLabel,
  noneText,
  legacyNote,
  ...control
}: ColourFamilySelectProps) {
  const locale = useLocale();
  const options = useMemo(() => familyOptions(locale), [locale]);
  const legacy = legacyLabel && !colourFamilyOf(legacyLabel) ? legacyLabel : undefined;
  // a family saved in other letters ("light grey") shows as its family
  const selected = colourFamilyOf(value)?.label ?? value;
  return (
    <SelectInput {...control} value={selected} onChange={(event) => onChange(event.target.value)}>
      <option value="">{noneText}</option>
      {legacy ? <option value={legacy}>{`${legacy} (${legacyNote})`}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
    </SelectInput>
  );
}
