// @vitest-environment jsdom
import { parse } from '@formatjs/icu-messageformat-parser';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('shows a message without a value the code forgot, rather than failing the page', () => {
    expect(new MessageRegistry('en').format('d', parse('Hello {name}, welcome'), {})).toBe('Hello , welcome');
  });
});
