// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { COMPARE_LIMIT, type ComparedSample, clearCompared } from './compare-store';
import { CompareToggle } from './compare-toggle';
import { CompareTray } from './compare-tray';

const sample = (n: number): ComparedSample => ({ _id: `sample-${n}`, name: `Kinabalu Oak ${n}`, imageUrl: null });
const SAMPLES = [1, 2, 3, 4, 5].map(sample);

function renderCardsAndTray(locale: 'en' | 'ms' = 'en') {
  return renderWithMessages(
    <MemoryRouter>
      {SAMPLES.map((item) => (
        <CompareToggle key={item._id} sample={item} />
      ))}
      <CompareTray />
    </MemoryRouter>,
    { locale },
  );
}

const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name: `Compare ${name}` }));

afterEach(() => {
  cleanup();
  act(() => clearCompared());
  localStorage.clear();
});

describe('the compare ticks and tray', () => {
  it('keeps the picks in the browser and opens them side by side', () => {
    renderCardsAndTray();
    tick('Kinabalu Oak 1');
    tick('Kinabalu Oak 2');
    expect(screen.getByRole('checkbox', { name: 'Compare Kinabalu Oak 1' })).toHaveProperty('checked', true);
    const tray = screen.getByRole('region', { name: 'Samples to compare' });
    expect(within(tray).getByText('2 of 4 picked')).toBeTruthy();
    expect(within(tray).getByRole('link', { name: 'Compare (2)' }).getAttribute('href')).toBe(
      '/compare?ids=sample-1,sample-2',
    );
    expect(JSON.parse(localStorage.getItem('compareSamples') ?? '[]')).toHaveLength(2);
  });

  it('refuses a fifth pick and says why', () => {
    renderCardsAndTray();
    for (const item of SAMPLES.slice(0, COMPARE_LIMIT)) tick(item.name);
    expect(screen.getByRole('status').textContent).toBe('');
    tick('Kinabalu Oak 5');
    expect(screen.getByRole('checkbox', { name: 'Compare Kinabalu Oak 5' })).toHaveProperty('checked', false);
    expect(screen.getByRole('status').textContent).toBe('You can compare up to 4 samples. Remove one to add another.');
    expect(screen.getByText('4 of 4 picked')).toBeTruthy();
  });

  it('takes a pick off from the tray, and a tick again takes it off too', () => {
    renderCardsAndTray();
    tick('Kinabalu Oak 1');
    tick('Kinabalu Oak 2');
    tick('Kinabalu Oak 3');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Kinabalu Oak 2' }));
    tick('Kinabalu Oak 3');
    expect(screen.getByText('1 of 4 picked')).toBeTruthy();
    // one sample is nothing to compare yet
    expect(screen.queryByRole('link', { name: /Compare \(/ })).toBeNull();
    expect(screen.getByText('Pick one more sample to compare')).toBeTruthy();
  });

  it("follows another tab's picks", () => {
    renderCardsAndTray();
    act(() => {
      localStorage.setItem('compareSamples', JSON.stringify([sample(3), sample(4)]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'compareSamples' }));
    });
    expect(screen.getByRole('checkbox', { name: 'Compare Kinabalu Oak 3' })).toHaveProperty('checked', true);
    expect(screen.getByText('2 of 4 picked')).toBeTruthy();
  });

  it('speaks Malay on a Malay page', () => {
    renderCardsAndTray('ms');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bandingkan Kinabalu Oak 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bandingkan Kinabalu Oak 2' }));
    expect(screen.getByRole('link', { name: 'Bandingkan (2)' })).toBeTruthy();
  });
});
