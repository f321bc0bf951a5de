import { useQuery } from '@tanstack/react-query';
import { settingsMessages as m } from '@shop/shared/settings/messages';
import { ADMIN_FLAGS, type FlagMap } from '@shop/shared/flags/flag-defaults';
import type { AdminSettings } from '@shop/shared/settings/settings.schema';
import { SESSION_TIMEOUT_OPTIONS } from '@shop/shared/settings/session-timeouts';
import { Loading } from '@/app/guards.tsx';
import { notificationLogQuery } from '@/features/notifications/api/notification-queries.ts';
import { settingsQuery } from '@/features/settings/api/settings-queries.ts';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { saveSettings } from '@/features/settings/api/save-settings.ts';
import { setFlag as setFlagWrite } from '@/features/flags/api/set-flag.ts';
import { NotificationLog } from '@/features/notifications/components/notification-log.tsx';
import { DeferredStaffAlerts } from '@/features/push/components/deferred.tsx';
import { ChecklistEditor } from '@/features/inspections/components/checklist-editor.tsx';
import { useFlags } from '@/features/flags/api/use-flags.ts';
import { useShop } from '@/features/shop/api/use-shop.ts';
import { useAskedValue } from '@/lib/use-asked-value.ts';
import { Toggle } from '@/components/toggle.tsx';
import { ExportData } from '@/features/settings/components/export-data.tsx';
import { MaintenanceRulesEditor } from '@/features/maintenance/components/maintenance-rules-editor.tsx';
import { maintenanceMessages } from '@shop/shared/maintenance/messages';

const SMS_NEEDS_PROVIDER =
  'To text reminders and ready messages, set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM on the server.';

type Minutes = AdminSettings['security']['sessionTimeoutMinutes'];

function SessionTimeout(props: { settings: AdminSettings; save: (next: AdminSettings) => Promise<unknown> }) {
  const { settings, save } = props;
  const [shown, ask] = useAskedValue(settings.security.sessionTimeoutMinutes);
  return (
    <div className="field">
      <label htmlFor="session-timeout">Session Timeout</label>
      <select
        id="session-timeout"
        value={shown}
        onChange={(e) => {
          const minutes = Number(e.target.value) as Minutes;
          ask(minutes, save({ ...settings, security: { sessionTimeoutMinutes: minutes } }));
        }}
      >
        {SESSION_TIMEOUT_OPTIONS.map((n) => (
          <option key={n} value={n}>
            {n} minutes
          </option>
        ))}
      </select>
      <p className="hint">Staff are signed out after this long without activity. Applies from the next sign-in.</p>
    </div>
  );
}

/** The staff notification switches, in the spec's order. */
const NOTIFICATION_SWITCHES: [keyof AdminSettings['notifications'], string][] = [
  ['email', 'Email'],
  ['sms', 'SMS'],
  ['appointments', 'Appointment updates'],
  ['orders', 'Order updates'],
];

export default function SettingsPage() {
  const { flags } = useFlags();
  const settings = useQuery(settingsQuery);

  const { data: shop } = useShop();
  const log = useQuery(notificationLogQuery);
  const flagWrite = useWrite(setFlagWrite);
  const settingsWrite = useWrite(saveSettings);
  const setFlag = (name: keyof FlagMap, enabled: boolean) => flagWrite.mutateAsync({ name, enabled });
  const save = (next: AdminSettings) => settingsWrite.mutateAsync(next);

  const s = settings.data;
  return (
    <div>
      <h1>Settings</h1>
      <section className="card" aria-labelledby="flags-title">
        <h2 id="flags-title">Feature flags</h2>
        {ADMIN_FLAGS.map((f) => (
          <Toggle key={f.name} label={f.label} checked={flags[f.name]} onChange={(v) => setFlag(f.name, v)} />
        ))}
      </section>
      {!s ? (
        settings.isError ? (
          <p className="error-box">{m.failedSettings}</p>
        ) : (
          <Loading />
        )
      ) : (
        <>
          <section className="card" aria-labelledby="notify-title">
            <h2 id="notify-title">Notifications</h2>
            {NOTIFICATION_SWITCHES.map(([key, label]) => (
              <Toggle
                key={key}
                label={label}
                checked={s.notifications[key]}
                onChange={(on) => save({ ...s, notifications: { ...s.notifications, [key]: on } })}
                unavailable={key === 'sms' && log.data?.sms_available === false ? SMS_NEEDS_PROVIDER : undefined}
              />
            ))}
            <DeferredStaffAlerts />
          </section>
          <section className="card" aria-labelledby="sent-title">
            <h2 id="sent-title">Sent notifications</h2>
            <p className="hint">
              Confirmations, reminders, ready-for-pickup and staff alerts by email, SMS and push, newest first. Email
              above switches the staff alert mails, Appointment updates their pushes to staff devices.
            </p>
            <NotificationLog timeZone={shop?.timeZone} />
          </section>
          <section className="card" aria-labelledby="checklist-title">
            <h2 id="checklist-title">Inspection checklist</h2>
            <p className="hint">What every new inspection checks. Inspections already started keep theirs.</p>
            <ChecklistEditor />
          </section>
          <section className="card" aria-labelledby="maintenance-title">
            <h2 id="maintenance-title">{maintenanceMessages.settingsTitle}</h2>
            <MaintenanceRulesEditor />
          </section>
          <section className="card" aria-labelledby="security-title">
            <h2 id="security-title">Security</h2>
            <SessionTimeout settings={s} save={save} />
          </section>
          <ExportData />
        </>
      )}
    </div>
  );
}
