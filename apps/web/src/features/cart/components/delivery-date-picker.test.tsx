// @vitest-environment jsdom
import { DEFAULT_DELIVERY_SETTINGS } from '@samplebank/contracts/content';
import type { DeliveryCalendar } from '@samplebank/domain/delivery';
import { setFormatLocale } from '@samplebank/domain/format';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { DeliveryDatePicker } from './delivery-date-picker';

// Monday 23 November 2026, 10:00 in Kuala Lumpur
const now = new Date('2026-11-23T02:00:00Z');
const calendar: DeliveryCalendar = {
  ...DEFAULT_DELIVERY_SETTINGS,
  holidays: [
    { date: '2026-11-30', name: 'A made-up Monday holiday' },
    { date: '2026-12-25', name: 'Christmas Day', nameMs: 'Hari Krismas' },
    { date: '2027-01-01', name: "New Year's Day" },
  ],
};

afterEach(() => {
  cleanup();
  setFormatLocale(() => 'en');
});

function renderPicker(onChange = vi.fn(), locale: 'en' | 'ms' = 'en') {
  renderWithMessages(<DeliveryDatePicker id="date" value={null} onChange={onChange} now={now} settings={calendar} />, {
    locale,
  });
  return onChange;
}

describe('DeliveryDatePicker', () => {
  it('is named "Delivery date": the button, its popup and the calendar', () => {
    renderPicker();
    const button = screen.getByRole('button', { name: 'Delivery date' });
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Delivery date' })).toBeTruthy();
    expect(screen.getByRole('grid')).toBeTruthy();
  });

  it('disables a public holiday and says why, and opens on the month of the first day that can be chosen', () => {
    const onChange = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Delivery date' }));
    // 23 Nov + 7 = Monday 30 November, a holiday here: the first delivery day is Tuesday 1 December
    expect(screen.getByText(/Weekdays from Tue, 1 Dec 2026 to Fri, 22 Jan 2027, except public holidays/)).toBeTruthy();
    expect(
      screen.getByText(/No deliveries on Fri, 25 Dec \(Christmas Day\), Fri, 1 Jan \(New Year's Day\)/),
    ).toBeTruthy();
    // no day of November can be chosen, so the calendar opens on December
    const december = screen.getByRole('grid');
    expect(screen.getByText('December 2026')).toBeTruthy();
    const christmas = within(december).getByRole('button', {
      name: 'Friday, December 25th, 2026, public holiday: Christmas Day',
    });
    expect((christmas as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(christmas);
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /next month/i }));
    const newYear = within(screen.getByRole('grid')).getByRole('button', { name: /January 1st, 2027, public holiday/ });
    expect((newYear as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /previous month/i }));

    fireEvent.click(within(screen.getByRole('grid')).getByRole('button', { name: /Thursday, December 24th, 2026/ }));
    expect(onChange).toHaveBeenCalledWith('2026-12-24');
  });

  it('names the chosen date on its button', () => {
    renderWithMessages(
      <DeliveryDatePicker id="date" value="2026-12-24" onChange={vi.fn()} now={now} settings={calendar} />,
    );
    expect(screen.getByRole('button', { name: 'Delivery date: Thu, 24 Dec 2026' })).toBeTruthy();
  });
});

describe('DeliveryDatePicker in Bahasa Malaysia', () => {
  it('shows Malay months, weekdays and day labels, and says why a holiday cannot be chosen', () => {
    setFormatLocale(() => 'ms');
    const onChange = renderPicker(vi.fn(), 'ms');
    fireEvent.click(screen.getByRole('button', { name: 'Tarikh penghantaran' }));
    expect(screen.getByRole('dialog', { name: 'Tarikh penghantaran' })).toBeTruthy();
    expect(screen.getByText('Disember 2026')).toBeTruthy();
    expect(
      screen.getByText(/Hari bekerja dari Sel, 1 Dis 2026 hingga Jum, 22 Jan 2027, kecuali cuti umum/),
    ).toBeTruthy();
    expect(screen.getByText(/Tiada penghantaran pada Jum, 25 Dis \(Hari Krismas\)/)).toBeTruthy();
    const christmas = within(screen.getByRole('grid')).getByRole('button', {
      name: /25 Disember 2026, cuti umum: Hari Krismas/,
    });
    expect((christmas as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Pergi ke bulan seterusnya' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('grid')).getByRole('button', { name: /24 Disember 2026/ }));
    expect(onChange).toHaveBeenCalledWith('2026-12-24');
  });
});
