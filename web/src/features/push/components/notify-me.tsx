import { pushMessages as m } from '@shop/shared/push/messages';
import type { PushScope } from '../api/push-api.ts';
import { usePushDevice, type PushDevice } from '../api/use-push-device.ts';

/** What the card says, for an appointment's news or a waitlist entry's offers. */
const TEXTS = {
  appointment: { hint: m.notifyMeHint, on: m.notifyOn },
  waitlist: { hint: m.notifyMeWaitlistHint, on: m.notifyOnWaitlist },
};

function NotifyMeBody({ push, texts }: { push: PushDevice; texts: { hint: string; on: string } }) {
  switch (push.view) {
    case 'add-to-home-screen':
      return <p className="hint">{m.addToHomeScreen}</p>;
    case 'denied':
      return <p className="hint">{m.blocked}</p>;
    case 'on':
      return (
        <>
          <p role="status">{texts.on}</p>
          <button type="button" className="button ghost" disabled={push.busy} onClick={() => void push.turnOff()}>
            {m.notifyOff}
          </button>
        </>
      );
    default:
      return (
        <>
          <p className="hint">{texts.hint}</p>
          <button type="button" className="button" disabled={push.busy} onClick={() => void push.turnOn()}>
            {m.notifyMe}
          </button>
        </>
      );
  }
}

/**
 * "Notify me on this device" for one appointment (its page, the booking confirmation) or one
 * waitlist entry (its page). Absent where the browser has no push; on an iPhone in Safari, the
 * Home Screen steps instead.
 */
export function NotifyMe({ scope }: { scope: Exclude<PushScope, { kind: 'staff' }> }) {
  const push = usePushDevice(scope);
  if (push.view === 'hidden' || push.view === 'checking') return null;
  return (
    <section className="card no-print" aria-labelledby="notify-me-title">
      <h2 id="notify-me-title">{m.sectionTitle}</h2>
      <NotifyMeBody push={push} texts={TEXTS[scope.kind]} />
      {push.error && (
        <p className="error-box" role="alert">
          {push.error}
        </p>
      )}
    </section>
  );
}
