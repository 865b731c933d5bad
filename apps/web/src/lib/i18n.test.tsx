// @vitest-environment jsdom
import { parse } from '@formatjs/icu-messageformat-parser';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithMessages } from '../test/i18n';
import { MessageRegistry, useT } from './i18n';

function Footer() {
  const t = useT('common');
  return (
    <footer>
      <p>{t('footer.copyright', { year: '2026' })}</p>
      <p>{t('nav.cart')}</p>
    </footer>
  );
}

describe('messages', () => {
  it('shows a namespace in the page language, with its values', () => {
    const { unmount } = render(
      <WithMessages>
        <Footer />
      </WithMessages>,
    );
    expect(screen.getByText('© 2026 Samplebank. All rights reserved.')).toBeTruthy();
    expect(screen.getByText('Cart')).toBeTruthy();
    unmount();
    render(
      <WithMessages locale="ms">
        <Footer />
      </WithMessages>,
    );
    expect(screen.getByText('© 2026 Samplebank. Hak cipta terpelihara.')).toBeTruthy();
    expect(screen.getByText('Troli')).toBeTruthy();
  });

  it("writes plurals by each language's rules, and tags as elements", () => {
    const samples = parse('{count, plural, one {# sample} other {# samples}}');
    const sampel = parse('{count, plural, other {# sampel}}');
    const english = new MessageRegistry('en');
    const malay = new MessageRegistry('ms');
    expect(english.format('a', samples, { count: 1 })).toBe('1 sample');
    expect(english.format('a', samples, { count: 1204 })).toBe('1,204 samples');
    expect(malay.format('b', sampel, { count: 1 })).toBe('1 sampel');
    expect(malay.format('b', sampel, { count: 3 })).toBe('3 sampel');
    const parts = english.format('c', parse('Read <link>the terms</link>'), {
      link: (chunks: unknown) => <a href="/terms">{chunks as string}</a>,
    });
    render(<p>{parts}</p>);
    expect(screen.getByRole('link', { name: 'the terms' }).getAttribute('href')).toBe('/terms');
  });

  describe('numbers', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it("writes a message's numbers as Intl.NumberFormat would, in both languages, without making one", () => {
      const messages = [
        parse('{count, plural, one {# sample} other {# samples}}'),
        parse('Page {current, number} of {total, number}'),
        parse('{size, number, ::.#} KB', { shouldParseSkeletons: true }),
        parse('difference {distance, number, ::.000}', { shouldParseSkeletons: true }),
      ];
      const values = [0, 1, 2.5, 1204, 1234567.891, 0.04999];
      const expected = (locale: string) => {
        const intl = (options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options);
        return values.flatMap((value) => [
          `${intl().format(value)} ${new Intl.PluralRules(locale).select(value) === 'one' ? 'sample' : 'samples'}`,
          `Page ${intl().format(value)} of ${intl().format(value)}`,
          `${intl({ maximumFractionDigits: 1 }).format(value)} KB`,
          `difference ${intl({ minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(value)}`,
        ]);
      };
      const english = expected('en-MY');
      const malay = expected('ms-MY');
      const made = vi.spyOn(Intl, 'NumberFormat');
      for (const [locale, wanted] of [
        ['en', english],
        ['ms', malay],
      ] as const) {
        const registry = new MessageRegistry(locale);
        const written = values.flatMap((value) =>
          messages.map((message, index) =>
            registry.format(`m${index}`, message, {
              count: value,
              current: value,
              total: value,
              size: value,
              distance: value,
            }),
          ),
        );
        expect(written).toEqual(wanted);
      }
      // a browser's first Intl.NumberFormat is a long pause on a phone (i18n.tsx)
      expect(made).not.toHaveBeenCalled();
    });

    it('still writes a number with a style of its own with Intl', () => {
      const percent = parse('{share, number, percent} done');
      expect(new MessageRegistry('en').format('p', percent, { share: 0.25 })).toBe('25% done');
    });
  });

  it('shows a message without a value the code forgot, rather than failing the page', () => {
    expect(new MessageRegistry('en').format('d', parse('Hello {name}, welcome'), {})).toBe('Hello , welcome');
  });
});
