import { pushMessages as m } from '@shop/shared/push/messages';
import { usePushDevice, type PushDevice } from '../api/use-push-device.ts';

function NotifyMeBody({ push }: { push: PushDevice }) {
  switch (push.view) {
    case 'add-to-home-screen':
      return <p className="hint">{m.addToHomeScreen}</p>;
    case 'denied':
      return <p className="hint">{m.blocked}</p>;
    case 'on':
      return (
        <>
          <p role="status">{m.notifyOn}</p>
          <button type="button" className="button ghost" disabled={push.busy} onClick={() => void push.turnOff()}>
            {m.notifyOff}
          </button>
        </>
      );
    default:
      return (
        <>
          <p className="hint">{m.notifyMeHint}</p>
          <button type="button" className="button" disabled={push.busy} onClick={() => void push.turnOn()}>
            {m.notifyMe}
          </button>
        </>
      );
  }
}

/**
 * "Notify me on this device" for one appointment (its page, the booking confirmation). Absent
 * where the browser has no push; on an iPhone in Safari, the Home Screen steps instead.
 */
export function NotifyMe({ appointmentId, token }: { appointmentId: number; token?: string }) {
  const push = usePushDevice({ kind: 'appointment', id: appointmentId, token });
  if (push.view === 'hidden' || push.view === 'checking') return null;
  return (
    <section className="card no-print" aria-labelledby="notify-me-title">
      <h2 id="notify-me-title">{m.sectionTitle}</h2>
      <NotifyMeBody push={push} />
      {push.error && (
        <p className="error-box" role="alert">
          {push.error}
        </p>
      )}
    </section>
  );
}
