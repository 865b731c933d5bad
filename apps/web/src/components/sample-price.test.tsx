// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider, type SessionUser } from '../lib/session';
import { storeSession, testUser } from '../test/session-user';
import { FREE_FOR_MEMBERS_LABEL, FREE_SAMPLE_LABEL, priceViewerOf, SamplePrice, samplePriceText } from './sample-price';

const member = (isPremium: boolean): SessionUser => testUser({ isPremium });

function renderAs(user: SessionUser | null) {
  storeSession(user);
  return render(
    <SessionProvider>
      <SamplePrice price={379} />
    </SessionProvider>,
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
});

describe('samplePriceText', () => {
  it('words the price for each kind of viewer', () => {
    expect(samplePriceText(12.5, priceViewerOf(null))).toBe('Free sample for members');
    expect(samplePriceText(12.5, priceViewerOf({ isPremium: false }))).toBe('Free sample');
    expect(samplePriceText(12.5, priceViewerOf({ isPremium: true }))).toBe('RM 12.50');
  });
});
