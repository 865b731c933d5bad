import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a cooldown that ticks once a second; `restart` starts it again from `seconds`. */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0));
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);

  useEffect(() => {
    if (!endsAt) return;
    // counted from the end time, not by decrements, so a throttled background tab stays right
    const tick = () => setSecondsLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback((seconds: number) => {
    setSecondsLeft(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, []);

  return { secondsLeft, isRunning: secondsLeft > 0, restart };
}
