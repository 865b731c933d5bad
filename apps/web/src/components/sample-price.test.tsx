// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translate } from '../lib/i18n';
import { SessionProvider, type SessionUser } from '../lib/session';
import { renderWithMessages, testRegistries } from '../test/i18n';
import { storeSession, testUser } from '../test/session-user';
import { priceViewerOf, SamplePrice, samplePriceText } from './sample-price';

const FREE_FOR_MEMBERS_LABEL = 'Free sample for members';
const FREE_SAMPLE_LABEL = 'Free sample';

const member = (isPremium: boolean): SessionUser => testUser({ isPremium });

function renderAs(user: SessionUser | null, locale: 'en' | 'ms' = 'en') {
  storeSession(user);
  return renderWithMessages(
    <SessionProvider>
      <SamplePrice price={379} />
    </SessionProvider>,
    { locale },
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('SamplePrice', () => {
  it('tells a visitor the sample is free for members, with no price', () => {
    const { container } = renderAs(null);
    expect(screen.getByText(FREE_FOR_MEMBERS_LABEL)).toBeTruthy();
    expect(container.textContent).not.toContain('RM');
  });

  it('tells a signed-in standard member the sample is free, with no price', () => {
    const { container } = renderAs(member(false));
    expect(screen.getByText(FREE_SAMPLE_LABEL)).toBeTruthy();
    expect(container.textContent).not.toContain('RM');
  });

  it('shows a premium member the list price in ringgit', () => {
    renderAs(member(true));
    expect(screen.getByText('RM 379.00')).toBeTruthy();
  });

  it('treats a user whose e-mail is not verified yet as a visitor', () => {
    renderAs({ ...member(true), isEmailVerified: false });
    expect(screen.getByText(FREE_FOR_MEMBERS_LABEL)).toBeTruthy();
  });

  it('words the free sample in Bahasa Malaysia on a Malay page, the ringgit price as in English', () => {
    renderAs(null, 'ms');
    expect(screen.getByText('Sampel percuma untuk ahli')).toBeTruthy();
    cleanup();
    renderAs(member(true), 'ms');
    expect(screen.getByText('RM 379.00')).toBeTruthy();
  });
});

describe('samplePriceText', () => {
  it('words the price for each kind of viewer', () => {
    const t = translate('catalogue', testRegistries.en);
    expect(samplePriceText(12.5, priceViewerOf(null), t)).toBe('Free sample for members');
    expect(samplePriceText(12.5, priceViewerOf({ isPremium: false }), t)).toBe('Free sample');
    expect(samplePriceText(12.5, priceViewerOf({ isPremium: true }), t)).toBe('RM 12.50');
    expect(samplePriceText(12.5, 'member', translate('catalogue', testRegistries.ms))).toBe('Sampel percuma');
  });
});
