import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes and seconds left until `expiresAt`; calls `onEnd` once when it reaches zero. */
export function OfferCountdown({ expiresAt, onEnd }: { expiresAt: string; onEnd: () => void }) {
  const end = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.round((end - now) / 1000));
  useEffect(() => {
    if (left === 0) onEnd();
  }, [left, onEnd]);
  return (
    <p className="note" role="timer" aria-live="off">
      Held for you for {Math.floor(left / 60)}:{pad(left % 60)}
    </p>
  );
}
