import * as Popover from '@radix-ui/react-popover';
import type { TDeliverySettings } from '@samplebank/contracts/content';
import type { IsoDate } from '@samplebank/domain/delivery';
import { CalendarDays, ChevronDown } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { DayPicker, TZDate } from 'react-day-picker';
import 'react-day-picker/style.css';
import { cn } from '../../../lib/cn';
import {
  bookableWindow,
  formatDeliveryDate,
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
  settings: TDeliverySettings;
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

/**
 * A button that opens a month calendar: weekends, days before the earliest standard delivery date and days after
 * the latest one are disabled (DESIGN.md §6), all counted in Malaysia's calendar.
 */
export function DeliveryDatePicker({ id, value, onChange, disabled, now, settings, ...aria }: DeliveryDatePickerProps) {
  const [open, setOpen] = useState(false);
  const { earliest, latest } = bookableWindow(now, settings);

  return (
    <Popover.Root open={open && !disabled} onOpenChange={setOpen}>
      <Popover.Trigger
        id={id}
        disabled={disabled}
        aria-describedby={aria['aria-describedby']}
        className={cn(
          'flex h-11 w-full items-center gap-2.5 rounded-lg border border-line-strong bg-white px-3.5 text-left text-sm transition-colors',
          'hover:border-ink disabled:cursor-not-allowed disabled:bg-surface disabled:hover:border-line-strong',
        )}
      >
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <span className={cn('flex-1 truncate', value ? 'font-medium text-ink' : 'text-subtle')}>
          {value ? formatDeliveryDate(value) : 'Select a delivery date'}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 animate-fade-in rounded-2xl border border-line bg-white p-3 shadow-popover"
        >
          <DayPicker
            mode="single"
            timeZone={MALAYSIA_TIME_ZONE}
            today={new TZDate(now.getTime(), MALAYSIA_TIME_ZONE)}
            selected={value ? inMalaysia(value) : undefined}
            defaultMonth={inMalaysia(value ?? earliest)}
            startMonth={inMalaysia(earliest)}
            endMonth={inMalaysia(latest)}
            disabled={(day) => !isBookableDate(instantToIsoDate(day), now, settings)}
            onSelect={(day) => {
              if (!day) return;
              onChange(instantToIsoDate(day));
              setOpen(false);
            }}
            weekStartsOn={1}
            style={calendarTheme}
            className="text-sm text-ink"
            footer={
              <p className="mt-2 max-w-[17.5rem] text-xs text-muted">
                Weekdays from {formatDeliveryDate(earliest)} to {formatDeliveryDate(latest)}.
              </p>
            }
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
