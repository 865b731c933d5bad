import * as Popover from '@radix-ui/react-popover';
import { todayInMalaysia } from '@samplebank/domain/delivery';
import { formatDate, MALAYSIA_TIME_ZONE, toInstant } from '@samplebank/domain/format';
import { type DayRange, daysIn, INSIGHTS_MAX_DAYS, INSIGHTS_PRESET_DAYS } from '@samplebank/domain/insights';
import { CalendarRange } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { type DateRange, DayPicker, TZDate } from 'react-day-picker';
import { ms as malayCalendar } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { useLocale, useT } from '../../../../lib/i18n';
import { useMatchesAfterHydration } from '../../../../lib/use-after-hydration';
import type { InsightsChoice } from '../../lib/insights';

const calendarTheme = {
  '--rdp-accent-color': 'var(--color-brand)',
  '--rdp-accent-background-color': 'var(--color-brand-soft)',
  '--rdp-day-height': '38px',
  '--rdp-day-width': '38px',
  '--rdp-day_button-height': '36px',
  '--rdp-day_button-width': '36px',
} as CSSProperties;

const CALENDAR_LOCALES = { en: undefined, ms: malayCalendar } as const;

/** The first day of the month before a day's: `2026-03-14` gives `2026-02-01`. */
const monthBefore = (day: string) => {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
};

const inMalaysia = (day: string) => new TZDate(toInstant(day).getTime(), MALAYSIA_TIME_ZONE);

type RangePickerProps = {
  choice: InsightsChoice;
  range: DayRange;
  onChange: (choice: InsightsChoice) => void;
};

/** The period of the insights: the last 7, 30 or 90 days at a tap, or any period of up to a year on a calendar. */
export function InsightsRangePicker({ choice, range, onChange }: RangePickerProps) {
  const t = useT('brand');
  const segment = (active: boolean) =>
    cn(
      'inline-flex h-9 items-center justify-center gap-1.5 rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
      active ? 'bg-ink text-white' : 'text-ink hover:bg-surface',
    );
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      {/* two by two on a phone, one row from a small tablet up */}
      <fieldset className="m-0 grid min-w-0 grid-cols-2 gap-1 rounded-3xl border border-line bg-white p-1 sm:flex sm:w-fit sm:rounded-full">
        <legend className="sr-only">{t('insights.range.label')}</legend>
        {INSIGHTS_PRESET_DAYS.map((days) => {
          const active = 'preset' in choice && choice.preset === days;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={active}
              className={segment(active)}
              onClick={() => onChange({ preset: days })}
            >
              {t('insights.range.preset', { days })}
            </button>
          );
        })}
        <CustomRange active={'range' in choice} range={range} onChange={onChange} className={segment} />
      </fieldset>
      <p className="text-sm text-muted" aria-live="polite">
        {t('insights.range.shown', { from: formatDate(range.from), to: formatDate(range.to), days: daysIn(range) })}
      </p>
    </div>
  );
}

function CustomRange({
  active,
  range,
  onChange,
  className,
}: {
  active: boolean;
  range: DayRange;
  onChange: (choice: InsightsChoice) => void;
  className: (active: boolean) => string;
}) {
  const t = useT('brand');
  const locale = useLocale();
  const twoMonths = useMatchesAfterHydration('(min-width: 768px)');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>();
  const today = todayInMalaysia();
  const start = () => setDraft({ from: inMalaysia(range.from), to: inMalaysia(range.to) });
  const apply = () => {
    if (!draft?.from || !draft.to) return;
    onChange({ range: { from: todayInMalaysia(draft.from), to: todayInMalaysia(draft.to) } });
    setOpen(false);
  };
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) start();
        setOpen(next);
      }}
    >
      <Popover.Trigger type="button" aria-pressed={active} className={className(active)}>
        <CalendarRange aria-hidden="true" className="size-4" />
        {t('insights.range.custom')}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={t('insights.range.customTitle')}
          align="start"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 max-w-[calc(100vw-1.5rem)] animate-fade-in rounded-2xl border border-line bg-white p-3 shadow-popover"
        >
          <p className="px-1 text-sm font-semibold text-ink">{t('insights.range.customTitle')}</p>
          <p className="px-1 text-xs text-muted">{t('insights.range.customHint', { max: INSIGHTS_MAX_DAYS })}</p>
          <DayPicker
            mode="range"
            locale={CALENDAR_LOCALES[locale]}
            timeZone={MALAYSIA_TIME_ZONE}
            today={inMalaysia(today)}
            selected={draft}
            onSelect={setDraft}
            // the period's last month, with the one before it on a wide screen
            defaultMonth={inMalaysia(twoMonths ? monthBefore(range.to) : range.to)}
            numberOfMonths={twoMonths ? 2 : 1}
            endMonth={inMalaysia(today)}
            disabled={{ after: inMalaysia(today) }}
            max={INSIGHTS_MAX_DAYS - 1}
            weekStartsOn={1}
            style={calendarTheme}
            // the chosen days in the page's type, not the calendar's large bold (its stylesheet outranks a class)
            modifiersStyles={{ selected: { fontSize: '0.875rem', fontWeight: 600 } }}
            className="mt-1 text-sm text-ink"
          />
          <div className="mt-2 flex justify-end gap-2">
            <Popover.Close asChild>
              <Button variant="ghost" size="sm">
                {t('insights.range.cancel')}
              </Button>
            </Popover.Close>
            <Button variant="dark" size="sm" disabled={!draft?.from || !draft.to} onClick={apply}>
              {t('insights.range.apply')}
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
