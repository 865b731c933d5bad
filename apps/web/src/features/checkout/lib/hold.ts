import { formatClockTime } from '@samplebank/domain/format';
import { useEffect, useState } from 'react';

/** The time of day in Malaysia a hold ends at: `2:32 pm`. */
export function formatHoldEnd(expiresAt: string): string {
  return formatClockTime(expiresAt, '');
}

/** Minutes and seconds left: `14:05`, `0:09`. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

/** Whole seconds until the hold ends, at `now`. */
export function secondsUntil(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

/** Seconds left on a checkout's hold, ticking once a second until it ends. */
export function useHoldCountdown(expiresAt: string): { secondsLeft: number; isOver: boolean } {
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = secondsUntil(expiresAt, now);
  useEffect(() => {
    if (secondsUntil(expiresAt, Date.now()) === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return { secondsLeft, isOver: secondsLeft === 0 };
}
