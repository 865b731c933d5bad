import * as Popover from '@radix-ui/react-popover';
import type { DeliveryCalendar, IsoDate } from '@samplebank/domain/delivery';
import { CalendarDays, ChevronDown } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { DayPicker, labelDayButton, TZDate } from 'react-day-picker';
import { ms as malayCalendar } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { cn } from '../../../lib/cn';
import { useLocale, useT } from '../../../lib/i18n';
import {
  bookableWindow,
  formatDeliveryDate,
  formatShortDate,
  holidayLabel,
  holidayName,
  instantToIsoDate,
  isBookableDate,
  isoDateToInstant,
  MALAYSIA_TIME_ZONE,
} from '../lib/delivery-dates';

type DeliveryDatePickerProps = {
  id: string;
  value: IsoDate | null;
  onChange: (date: IsoDate) => void;
  disabled?: boolean;
  now: Date;
  /** the delivery settings from `GET /settings`, with the public holidays of the booking window */
  settings: DeliveryCalendar;
  'aria-describedby'?: string;
};

const calendarTheme = {
  '--rdp-accent-color': 'var(--color-brand)',
  '--rdp-accent-background-color': 'var(--color-brand-soft)',
  '--rdp-day-height': '40px',
  '--rdp-day-width': '40px',
  '--rdp-day_button-height': '38px',
  '--rdp-day_button-width': '38px',
  '--rdp-nav-height': '2.5rem',
} as CSSProperties;

const inMalaysia = (date: IsoDate) => new TZDate(isoDateToInstant(date).getTime(), MALAYSIA_TIME_ZONE);

// the calendar's month and weekday names and its own spoken labels, in the page's language (English is its default)
const CALENDAR_LOCALES = { en: undefined, ms: malayCalendar } as const;
type DayButtonLabel = typeof labelDayButton;
const malayDayButton = malayCalendar.labels?.labelDayButton;
const DAY_BUTTON_LABELS: Record<keyof typeof CALENDAR_LOCALES, DayButtonLabel> = {
  en: labelDayButton,
  ms: typeof malayDayButton === 'function' ? malayDayButton : labelDayButton,
};

/**
 * A button that opens a month calendar: weekends, Malaysia's public holidays, days before the earliest standard
 * delivery date and days after the latest one are disabled (DESIGN.md §6, ADR 6), all counted in Malaysia's calendar.
 * It opens on the month of the chosen date, else of the first day that can be chosen.
 */
export function DeliveryDatePicker({ id, value, onChange, disabled, now, settings, ...aria }: DeliveryDatePickerProps) {
  const t = useT('cart');
  const locale = useLocale();
  const label = t('datePicker.label');
  const dayButtonLabel = DAY_BUTTON_LABELS[locale];
  const [open, setOpen] = useState(false);
  const { earliest, latest, holidays } = bookableWindow(now, settings);
  const holidayDates = holidays.map((holiday) => inMalaysia(holiday.date));

  return (
    <Popover.Root open={open && !disabled} onOpenChange={setOpen}>
      <Popover.Trigger
        id={id}
        disabled={disabled}
        aria-label={value ? t('datePicker.labelWithDate', { date: formatDeliveryDate(value) }) : label}
        aria-describedby={aria['aria-describedby']}
        className={cn(
          'flex h-11 w-full items-center gap-2.5 rounded-lg border border-line-strong bg-white px-3.5 text-left text-sm transition-colors',
          'hover:border-ink disabled:cursor-not-allowed disabled:bg-surface disabled:hover:border-line-strong',
        )}
      >
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <span className={cn('flex-1 truncate', value ? 'font-medium text-ink' : 'text-subtle')}>
          {value ? formatDeliveryDate(value) : t('datePicker.placeholder')}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 animate-fade-in rounded-2xl border border-line bg-white p-3 shadow-popover"
        >
          <DayPicker
            aria-label={label}
            mode="single"
            locale={CALENDAR_LOCALES[locale]}
            timeZone={MALAYSIA_TIME_ZONE}
            today={new TZDate(now.getTime(), MALAYSIA_TIME_ZONE)}
            selected={value ? inMalaysia(value) : undefined}
            defaultMonth={inMalaysia(value ?? earliest)}
            startMonth={inMalaysia(earliest)}
            endMonth={inMalaysia(latest)}
            disabled={(day) => !isBookableDate(instantToIsoDate(day), now, settings)}
            modifiers={{ holiday: holidayDates }}
            modifiersClassNames={{ holiday: 'delivery-holiday' }}
            labels={{
              // the calendar's own words for a day, and why a holiday cannot be chosen
              labelDayButton: (day, modifiers, options, dateLib) =>
                holidayLabel(
                  dayButtonLabel(day, modifiers, options, dateLib),
                  instantToIsoDate(day),
                  settings,
                  (dayLabel, name) => t('datePicker.holidayDay', { label: dayLabel, name }),
                  locale,
                ),
            }}
            onSelect={(day) => {
              if (!day) return;
              onChange(instantToIsoDate(day));
              setOpen(false);
            }}
            weekStartsOn={1}
            style={calendarTheme}
            className="text-sm text-ink [&_.delivery-holiday_button]:line-through [&_.delivery-holiday_button]:decoration-danger/60"
            footer={
              <div className="mt-2 max-w-[17.5rem] space-y-1 text-xs text-muted">
                <p>
                  {t('datePicker.window', {
                    earliest: formatDeliveryDate(earliest),
                    latest: formatDeliveryDate(latest),
                  })}
                </p>
                {holidays.length > 0 ? (
                  <p>
                    {t('datePicker.holidays', {
                      holidays: holidays
                        .map((holiday) =>
                          t('datePicker.holiday', {
                            date: formatShortDate(holiday.date),
                            name: holidayName(holiday, locale),
                          }),
                        )
                        .join(', '),
                    })}
                  </p>
                ) : null}
              </div>
            }
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
