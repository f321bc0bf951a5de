import { pushMessages as m } from '@shop/shared/push/messages';
import { Toggle } from '@/components/toggle.tsx';
import { usePushDevice } from '../api/use-push-device.ts';

/** Settings' "Alerts on this tablet": staff alerts as notifications on this device. */
export function StaffAlerts() {
  const push = usePushDevice({ kind: 'staff' });
  if (push.view === 'hidden' || push.view === 'checking') return null;
  const unavailable =
    push.view === 'add-to-home-screen' ? m.addToHomeScreen : push.view === 'denied' ? m.blocked : undefined;
  return (
    <>
      <Toggle
        label={m.staffAlerts}
        checked={push.view === 'on'}
        onChange={(on) => (on ? push.turnOn() : push.turnOff())}
        unavailable={unavailable}
        busy={push.busy}
      />
      {!unavailable && <p className="hint">{m.staffAlertsHint}</p>}
      {push.error && (
        <p className="error-box" role="alert">
          {push.error}
        </p>
      )}
    </>
  );
}
