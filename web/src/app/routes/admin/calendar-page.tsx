import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router-dom';
import { adminMessages as m } from '@shop/shared/admin/messages';
import { addDays, shopDateOf } from '@shop/shared/time/shop-time';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import type { AppointmentRequestDto } from '@shop/shared/requests/request.schema';
import { Modal } from '@/components/modal.tsx';
import { adminAppointmentsQuery, adminRequestsQuery } from '@/features/admin/api/admin-queries.ts';
import { adminWrite } from '@/features/admin/api/admin-writes.ts';
import { useServices } from '@/features/bookings/api/catalog.ts';
import { rescheduleAppointment } from '@/features/admin/api/appointment-actions.ts';
import { hourKey, WeekGrid } from '@/features/admin/components/week-grid.tsx';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';
import { useShop, useShopZone } from '@/features/shop/api/use-shop.ts';

const hh = hourKey;
/** Mon-Fri 9-18 until the shop's own hours have loaded. */
const WEEKDAY_HOURS = [null, ...Array(5).fill({ open: '09:00', close: '18:00' }), null];

function ScheduleModal({ date, hour, request, requests, onClose }: { date: string; hour: number; request: AppointmentRequestDto | null; requests: AppointmentRequestDto[]; onClose: () => void }) {
  const { data: services } = useServices();
  const [picked, setPicked] = useState<AppointmentRequestDto | null>(request);
  const blank = { first_name: '', last_name: '', email: '', phone: '', vehicle_make: '', vehicle_model: '', vehicle_year: '', vin: '', license_plate: '', notes: '' };
  const fromRequest = (r: AppointmentRequestDto | null) => (r ? { ...blank, first_name: r.first_name, last_name: r.last_name, email: r.email, phone: r.phone, vehicle_make: r.vehicle_make, vehicle_model: r.vehicle_model, vehicle_year: r.vehicle_year, vin: r.vin, license_plate: r.license_plate, notes: r.message } : blank);
  const [form, setForm] = useState(fromRequest(request));
  const [ids, setIds] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const [hint, setHint] = useState(false);
  const set = (k: keyof typeof blank) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm({ ...form, [k]: e.target.value });

  async function save() {
    if (ids.length === 0) {
      toast.error(m.selectServiceToast);
      setHint(true);
      return;
    }
    setSaving(true);
    const payload = { ...form, date, start_time: hh(hour), end_time: hh(hour + 1), service_type_id: ids.map(String), ...(picked ? { request_id: picked.request_id } : {}) };
    const out = await adminWrite({ label: `New appointment ${date} ${hh(hour)} for ${form.first_name}`, method: 'POST', path: '/api/appointments', payload }, m.failedCreate);
    setSaving(false);
    if (out.ok) {
      if (!out.queued) toast.success(m.created);
      onClose();
    } else toast.error(out.error);
  }

  const fields: [keyof typeof blank, string, string?][] = [['first_name', 'First Name'], ['last_name', 'Last Name'], ['email', 'Email', 'email'], ['phone', 'Phone', 'tel'], ['vehicle_make', 'Make'], ['vehicle_model', 'Model'], ['vehicle_year', 'Year'], ['vin', 'VIN'], ['license_plate', 'License Plate']];
  return (
    <Modal wide title={`Schedule Appointment - ${toDisplayDate(date)} ${toDisplayTime(hh(hour))}`} onClose={onClose} footer={<><button type="button" className="button ghost" onClick={onClose}>Cancel</button><button type="button" className="button" disabled={saving} onClick={() => void save()}>{saving ? m.saving : 'Save Appointment'}</button></>}>
      <div className="field">
        <label htmlFor="request-select">Pending request</label>
        <select id="request-select" value={picked?.request_id ?? ''} onChange={(e) => { const r = requests.find((x) => x.request_id === Number(e.target.value)) ?? null; setPicked(r); setForm(fromRequest(r)); }}>
          <option value="">{requests.length ? m.noneCreateNew : m.noPendingRequests}</option>
          {requests.map((r) => <option key={r.request_id} value={r.request_id}>{r.first_name} {r.last_name} - {r.service_needed.join(', ')}</option>)}
        </select>
      </div>
      {picked && <p className="note">Request: {picked.service_needed.join(', ')}{picked.preferred_time ? `, prefers ${picked.preferred_time}` : ''}{picked.message ? ` - "${picked.message}"` : ''}</p>}
      <div className="grid-2">
        {fields.map(([k, label, type]) => (
          <div className="field" key={k}>
            <label htmlFor={`sched-${k}`}>{label}</label>
            <input id={`sched-${k}`} type={type ?? 'text'} value={form[k]} onChange={set(k)} />
          </div>
        ))}
      </div>
      <fieldset className="choices">
        <legend>Service type *</legend>
        <div className="checkbox-grid">
          {services?.map((s) => (
            <label key={s.id} className="check">
              <input type="checkbox" name="service_type_id" value={s.id} checked={ids.includes(s.id)} onChange={() => setIds((x) => (x.includes(s.id) ? x.filter((i) => i !== s.id) : [...x, s.id]))} /> {s.name} ({s.duration_hours} h)
            </label>
          ))}
        </div>
        {hint && ids.length === 0 && <p className="field-error">{m.selectServiceHint}</p>}
      </fieldset>
      <div className="field">
        <label htmlFor="sched-notes">Notes</label>
        <textarea id="sched-notes" rows={3} value={form.notes} onChange={set('notes')} />
      </div>
    </Modal>
  );
}

export default function CalendarPage() {
  const location = useLocation();
  const now = new Date();
  const { data: shop } = useShop();
  const zone = useShopZone();
  const today = shopDateOf(now, zone);
  const [start, setStart] = useState(today);
  const [request, setRequest] = useState<AppointmentRequestDto | null>((location.state as { request?: AppointmentRequestDto } | null)?.request ?? null);
  const [slot, setSlot] = useState<{ date: string; hour: number } | null>(null);
  const [showPast, setShowPast] = useState(true);
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  const list = useQuery(adminAppointmentsQuery({ date: 'custom', from: days[0], to: days[6], limit: '2000' }));
  const requests = useQuery(adminRequestsQuery);
  useEffect(() => {
    // One id: a repeat within the toast's life does not stack another.
    if (request) toast(m.requestSelected, { id: 'request-selected' });
  }, [request]);

  return (
    <div>
      <h1>Appointment Calendar</h1>
      <div className="toolbar">
        <button type="button" className="button small" onClick={() => setStart(today)}>Today</button>
        <button type="button" className="button small ghost" onClick={() => setStart(addDays(start, -7))}>Previous Week</button>
        <button type="button" className="icon-button" aria-label="Previous day" onClick={() => setStart(addDays(start, -1))}><ChevronLeft aria-hidden="true" size={22} /></button>
        <button type="button" className="icon-button" aria-label="Next day" onClick={() => setStart(addDays(start, 1))}><ChevronRight aria-hidden="true" size={22} /></button>
        <button type="button" className="button small ghost" onClick={() => setStart(addDays(start, 7))}>Next Week</button>
        <label className="inline-label">Select Date <input type="date" name="weekStart" value={start} onChange={(e) => e.target.value && setStart(e.target.value)} /></label>
        <label className="check"><input type="checkbox" name="showPast" checked={showPast} onChange={(e) => setShowPast(e.target.checked)} /> Show past appointments</label>
        {request && (
          <button type="button" className="button small ghost" onClick={() => { setRequest(null); toast(m.requestSelectionCleared); }}>Clear Selection</button>
        )}
      </div>
      {request && <p className="note">Scheduling request of {request.first_name} {request.last_name} ({request.service_needed.join(', ')}). Click a free time slot.</p>}
      {list.isError && list.data && <OfflineNote updatedAt={list.dataUpdatedAt} failed />}
      <WeekGrid
        days={days}
        appointments={list.data?.appointments ?? []}
        bays={shop?.bays ?? 2}
        now={now}
        timeZone={zone}
        hours={shop?.hours ?? WEEKDAY_HOURS}
        showPast={showPast}
        onEmptySlot={(date, hour) => setSlot({ date, hour })}
        onMove={(a, date, hour) => void rescheduleAppointment(a, date, hourKey(hour))}
      />
      {slot && <ScheduleModal date={slot.date} hour={slot.hour} request={request} requests={requests.data ?? []} onClose={() => { setSlot(null); setRequest(null); }} />}
    </div>
  );
}
