import { useState } from 'react';
import { maintenanceMessages as m } from '@shop/shared/maintenance/messages';
import type { MaintenanceRuleInput, MaintenanceSettings } from '@shop/shared/maintenance/maintenance.schema';
import type { Service } from '@shop/shared/services/service.schema';
import { useServices } from '@/features/bookings/api/catalog.ts';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { saveMaintenanceRules, useMaintenanceRules, type SavedMaintenanceSettings } from '../api/maintenance-rules.ts';

/** A rule as typed: numbers as text until saved ('' is "none"). */
type RuleDraft = { id?: number; service_id: number } & Record<
  'every_miles' | 'every_months' | 'remind_miles_before' | 'remind_days_before',
  string
>;
const NUMBER_FIELDS = [
  ['every_miles', m.everyMiles],
  ['every_months', m.everyMonths],
  ['remind_miles_before', m.remindMiles],
  ['remind_days_before', m.remindDays],
] as const;

const text = (n: number | null | undefined) => (n == null ? '' : String(n));
const num = (s: string) => (s.trim() === '' ? null : Number(s));
const days = (s: string) =>
  s
    .split(',')
    .filter((d) => d.trim() !== '')
    .map(Number);

function draftOf(s: SavedMaintenanceSettings) {
  return {
    rules: s.rules.map<RuleDraft>((r) => ({
      id: r.id,
      service_id: r.service_id,
      every_miles: text(r.every_miles),
      every_months: text(r.every_months),
      remind_miles_before: text(r.remind_miles_before),
      remind_days_before: text(r.remind_days_before),
    })),
    milesPerDay: text(s.default_miles_per_day),
    urgent: s.followup.urgent_days.join(', '),
    soon: s.followup.soon_days.join(', '),
    max: text(s.followup.max_messages),
  };
}
type Draft = ReturnType<typeof draftOf>;

function bodyOf(d: Draft): MaintenanceSettings {
  return {
    rules: d.rules.map<MaintenanceRuleInput>((r) => ({
      ...(r.id ? { id: r.id } : {}),
      service_id: r.service_id,
      every_miles: num(r.every_miles),
      every_months: num(r.every_months),
      remind_miles_before: num(r.remind_miles_before) ?? 0,
      remind_days_before: num(r.remind_days_before) ?? 0,
    })),
    default_miles_per_day: Number(d.milesPerDay),
    followup: { urgent_days: days(d.urgent), soon_days: days(d.soon), max_messages: Number(d.max) },
  };
}

/** The shop-wide numbers: miles a day, and when declined work is brought up again. */
function ShopRates({ d, set }: { d: Draft; set: (patch: Partial<Draft>) => void }) {
  const fields = [
    ['milesPerDay', m.milesPerDay],
    ['urgent', m.urgentDays],
    ['soon', m.soonDays],
    ['max', m.maxMessages],
  ] as const;
  return fields.map(([key, label]) => (
    <label key={key}>
      {label}
      <input value={d[key]} onChange={(e) => set({ [key]: e.target.value })} />
    </label>
  ));
}

function Editor({ saved, services }: { saved: SavedMaintenanceSettings; services: Service[] }) {
  const [d, setD] = useState(() => draftOf(saved));
  const save = useWrite(saveMaintenanceRules);
  const setRule = (i: number, patch: Partial<RuleDraft>) =>
    setD({ ...d, rules: d.rules.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const free = services.filter((s) => !d.rules.some((r) => r.service_id === s.id));
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void save.mutateAsync(bodyOf(d));
      }}
    >
      <p className="hint">{m.ownRules}</p>
      {d.rules.map((r, i) => (
        <fieldset key={r.id ?? `new-${i}`} className="inline-form">
          <legend>{services.find((s) => s.id === r.service_id)?.name ?? `#${r.service_id}`}</legend>
          {NUMBER_FIELDS.map(([field, label]) => (
            <label key={field}>
              {label}
              <input inputMode="numeric" value={r[field]} onChange={(e) => setRule(i, { [field]: e.target.value })} />
            </label>
          ))}
          <button
            type="button"
            className="button small ghost"
            onClick={() => setD({ ...d, rules: d.rules.filter((_, j) => j !== i) })}
          >
            {m.removeRule}
          </button>
        </fieldset>
      ))}
      {free.length > 0 && (
        <label>
          {m.addRule}
          <select
            value=""
            onChange={(e) =>
              setD({
                ...d,
                rules: [
                  ...d.rules,
                  {
                    service_id: Number(e.target.value),
                    every_miles: '',
                    every_months: '12',
                    remind_miles_before: '0',
                    remind_days_before: '14',
                  },
                ],
              })
            }
          >
            <option value="">{m.service}</option>
            {free.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <ShopRates d={d} set={(patch) => setD({ ...d, ...patch })} />
      <button type="submit" className="button" disabled={save.isPending}>
        {m.saveRules}
      </button>
    </form>
  );
}

/** Settings > Maintenance: the shop's own rules per service, its miles a day and when declined work comes back. */
export function MaintenanceRulesEditor() {
  const rules = useMaintenanceRules();
  const services = useServices();
  if (!rules.data || !services.data) return <p className="hint">{rules.isError ? m.saveFailed : 'Loading...'}</p>;
  // Saved anew (with the ids the server gave), the form starts from what is saved.
  return <Editor key={rules.dataUpdatedAt} saved={rules.data} services={services.data} />;
}
