import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { adminMessages as m } from '@shop/shared/admin/messages';
import { ADMIN_FLAGS, type FlagMap } from '@shop/shared/flags/flag-defaults';
import { flagMessages } from '@shop/shared/flags/messages';
import type { AdminSettings } from '@shop/shared/settings/settings.schema';
import { SESSION_TIMEOUT_OPTIONS } from '@shop/shared/settings/session-timeouts';
import { Loading } from '@/app/guards.tsx';
import { settingsQuery } from '@/features/admin/api/admin-queries.ts';
import { adminWrite } from '@/features/admin/api/admin-writes.ts';
import { flagsQuery, useFlags } from '@/features/flags/api/use-flags.ts';
import { queryClient } from '@/lib/query-client.ts';

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="toggle">
      <input type="checkbox" role="switch" name={label} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

export default function SettingsPage() {
  const { flags } = useFlags();
  const settings = useQuery(settingsQuery);

  async function setFlag(name: keyof FlagMap, enabled: boolean) {
    // A refetch still in flight would overwrite the optimistic value with the old answer.
    await queryClient.cancelQueries({ queryKey: flagsQuery.queryKey });
    queryClient.setQueryData(flagsQuery.queryKey, (f: FlagMap | undefined) => (f ? { ...f, [name]: enabled } : f));
    const out = await adminWrite({ label: `${enabled ? 'Enable' : 'Disable'} ${name}`, method: 'PUT', path: `/api/feature-flags/${name}`, payload: { enabled } }, flagMessages.updateFailed);
    if (out.ok && !out.queued) toast.success(flagMessages.updated(name, enabled));
    if (!out.ok) {
      console.error(out.error);
      toast.error(out.error);
    }
    void queryClient.invalidateQueries({ queryKey: flagsQuery.queryKey });
  }

  async function save(next: AdminSettings) {
    await queryClient.cancelQueries({ queryKey: settingsQuery.queryKey });
    queryClient.setQueryData(settingsQuery.queryKey, next);
    const out = await adminWrite({ label: 'Save settings', method: 'PUT', path: '/api/admin/settings', payload: next }, m.failedSettings);
    if (out.ok && !out.queued) toast.success(m.settingsSaved);
    if (!out.ok) toast.error(out.error);
  }

  const s = settings.data;
  return (
    <div>
      <h1>Settings</h1>
      <section className="card" aria-labelledby="flags-title">
        <h2 id="flags-title">Feature flags</h2>
        {ADMIN_FLAGS.map((f) => (
          <Toggle key={f.name} label={f.label} checked={flags[f.name]} onChange={(v) => void setFlag(f.name, v)} />
        ))}
      </section>
      {!s ? (
        settings.isError ? <p className="error-box">{m.failedSettings}</p> : <Loading />
      ) : (
        <>
          <section className="card" aria-labelledby="notify-title">
            <h2 id="notify-title">Notifications</h2>
            <Toggle label="Email" checked={s.notifications.email} onChange={(email) => void save({ ...s, notifications: { ...s.notifications, email } })} />
            <Toggle label="SMS" checked={s.notifications.sms} onChange={(sms) => void save({ ...s, notifications: { ...s.notifications, sms } })} />
            <Toggle label="Appointment updates" checked={s.notifications.appointments} onChange={(appointments) => void save({ ...s, notifications: { ...s.notifications, appointments } })} />
            <Toggle label="Order updates" checked={s.notifications.orders} onChange={(orders) => void save({ ...s, notifications: { ...s.notifications, orders } })} />
          </section>
          <section className="card" aria-labelledby="security-title">
            <h2 id="security-title">Security</h2>
            <div className="field">
              <label htmlFor="session-timeout">Session Timeout</label>
              <select
                id="session-timeout"
                value={s.security.sessionTimeoutMinutes}
                onChange={(e) => void save({ ...s, security: { sessionTimeoutMinutes: Number(e.target.value) as AdminSettings['security']['sessionTimeoutMinutes'] } })}
              >
                {SESSION_TIMEOUT_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {n} minutes
                  </option>
                ))}
              </select>
              <p className="hint">Staff are signed out after this long without activity. Applies from the next sign-in.</p>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
