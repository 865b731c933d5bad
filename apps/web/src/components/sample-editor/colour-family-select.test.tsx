// @vitest-environment jsdom
import type { Locale } from '@samplebank/contracts/locales';
import { COLOUR_FAMILIES } from '@samplebank/domain/colour-families';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../test/i18n';
import { FormField } from '../ui/form-field';
import { ColourFamilySelect } from './colour-family-select';

function Harness({ initial, legacyLabel }: { initial: string; legacyLabel?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormField label="Colour">
        {(control) => (
          <ColourFamilySelect
            {...control}
            value={value}
            onChange={setValue}
            legacyLabel={legacyLabel}
            noneText="No colour name"
            legacyNote="old label — choose a family"
          />
        )}
      </FormField>
      <output data-testid="value">{value}</output>
    </>
  );
}

const renderIn = (locale: Locale, props: { initial: string; legacyLabel?: string }) =>
  renderWithMessages(<Harness {...props} />, { locale });
const select = () => screen.getByRole('combobox', { name: 'Colour' }) as HTMLSelectElement;
const optionTexts = () => Array.from(select().options, (option) => option.text);
const stored = () => screen.getByTestId('value').textContent;

afterEach(cleanup);

describe('ColourFamilySelect', () => {
  it('lists no colour name, then every family in alphabetical order', () => {
    renderIn('en', { initial: '' });
    const texts = optionTexts();
    expect(texts[0]).toBe('No colour name');
    expect(texts.slice(1)).toHaveLength(COLOUR_FAMILIES.length);
    expect(texts.slice(1)).toEqual([...texts.slice(1)].sort((first, second) => first.localeCompare(second)));
    expect(select().value).toBe('');
  });

  it('names the families in Malay on a Malay page and still stores the English label', () => {
    renderIn('ms', { initial: '' });
    expect(optionTexts()).toContain('Kelabu Muda');
    expect(optionTexts()).not.toContain('Light Grey');
    fireEvent.change(select(), { target: { value: 'Light Grey' } });
    expect(stored()).toBe('Light Grey');
    expect(select().selectedOptions[0]?.text).toBe('Kelabu Muda');
  });

  it('shows a family saved in other letters as that family', () => {
    renderIn('en', { initial: 'navy blue' });
    expect(select().value).toBe('Navy Blue');
  });

  it('offers an old free label, marked, until a family is chosen', () => {
    renderIn('en', { initial: 'Sparkle', legacyLabel: 'Sparkle' });
    expect(select().selectedOptions[0]?.text).toBe('Sparkle (old label — choose a family)');
    fireEvent.change(select(), { target: { value: 'Silver' } });
    expect(stored()).toBe('Silver');
    // still there to go back to before saving
    fireEvent.change(select(), { target: { value: 'Sparkle' } });
    expect(stored()).toBe('Sparkle');
  });

  it('adds no extra option when the current label is a family', () => {
    renderIn('en', { initial: 'Grey', legacyLabel: 'Grey' });
    expect(optionTexts().filter((text) => text.startsWith('Grey'))).toEqual(['Grey']);
    expect(optionTexts()).toHaveLength(COLOUR_FAMILIES.length + 1);
  });
});
