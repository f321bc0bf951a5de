import { useState } from 'react';
import { toast } from '@/lib/toast.ts';
import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import type { AppointmentRequestDto } from '@shop/shared/requests/request.schema';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { optionalVinProblem } from '@shop/shared/vehicles/vin-problem';
import { normaliseVin } from '@shop/shared/vehicles/vin-normalise';
import { Modal } from '@/components/modal.tsx';
import { useServices } from '@/features/bookings/api/catalog.ts';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { createAppointment } from '../api/create-appointment.ts';
import { BLANK, ScheduleFields } from './schedule-fields.tsx';
import { hourKey as hh } from './week-grid.tsx';

/** The form, prefilled from a request when one is picked. */
const fromRequest = (r: AppointmentRequestDto | null) =>
  r
    ? {
        ...BLANK,
        first_name: r.first_name,
        last_name: r.last_name,
        email: r.email,
        phone: r.phone,
        vehicle_make: r.vehicle_make,
        vehicle_model: r.vehicle_model,
        vehicle_year: r.vehicle_year,
        vin: r.vin,
        license_plate: r.license_plate,
        notes: r.message,
      }
    : BLANK;

function RequestPicker(props: {
  picked: AppointmentRequestDto | null;
  requests: AppointmentRequestDto[];
  onPick: (r: AppointmentRequestDto | null) => void;
}) {
  const { picked, requests, onPick } = props;
  return (
    <>
      <div className="field">
        <label htmlFor="request-select">Pending request</label>
        <select
          id="request-select"
          value={picked?.request_id ?? ''}
          onChange={(e) => {
            const r = requests.find((x) => x.request_id === Number(e.target.value)) ?? null;
            onPick(r);
          }}
        >
          <option value="">{requests.length ? m.noneCreateNew : m.noPendingRequests}</option>
          {requests.map((r) => (
            <option key={r.request_id} value={r.request_id}>
              {r.first_name} {r.last_name} - {r.service_needed.join(', ')}
            </option>
          ))}
        </select>
      </div>
      {picked && (
        <p className="note">
          Request: {picked.service_needed.join(', ')}
          {picked.preferred_time ? `, prefers ${picked.preferred_time}` : ''}
          {picked.message ? ` - "${picked.message}"` : ''}
        </p>
      )}
    </>
  );
}

function ServicePicker({
  ids,
  onChange,
  showHint,
}: {
  ids: number[];
  onChange: (ids: number[]) => void;
  showHint: boolean;
}) {
  const { data: services } = useServices();
  return (
    <fieldset className="choices">
      <legend>Service type *</legend>
      <div className="checkbox-grid">
        {services?.map((s) => (
          <label key={s.id} className="check">
            <input
              type="checkbox"
              name="service_type_id"
              value={s.id}
              checked={ids.includes(s.id)}
              onChange={() => onChange(ids.includes(s.id) ? ids.filter((i) => i !== s.id) : [...ids, s.id])}
            />{' '}
            {s.name} ({s.duration_hours} h)
          </label>
        ))}
      </div>
      {showHint && ids.length === 0 && <p className="field-error">{m.selectServiceHint}</p>}
    </fieldset>
  );
}

/** A new appointment at a free calendar slot, blank or from a pending request (one write). */
export function ScheduleModal({
  date,
  hour,
  request,
  requests,
  onClose,
}: {
  date: string;
  hour: number;
  request: AppointmentRequestDto | null;
  requests: AppointmentRequestDto[];
  onClose: () => void;
}) {
  const [picked, setPicked] = useState<AppointmentRequestDto | null>(request);
  const [form, setForm] = useState(fromRequest(request));
  const [ids, setIds] = useState<number[]>([]);
  const create = useWrite(createAppointment);
  const [hint, setHint] = useState(false);
  const set = (k: keyof typeof BLANK) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm({ ...form, [k]: e.target.value });

  async function save() {
    if (ids.length === 0) {
      toast.error(m.selectServiceToast);
      setHint(true);
      return;
    }
    const vinProblem = optionalVinProblem(form.vin, new Date().getFullYear());
    if (vinProblem) return void toast.error(vinProblem);
    const out = await create.mutateAsync({
      ...form,
      vin: normaliseVin(form.vin),
      date,
      start_time: hh(hour),
      end_time: hh(hour + 1),
      service_type_id: ids.map(String),
      ...(picked ? { request_id: picked.request_id } : {}),
    });
    if (out.ok) onClose();
  }

  return (
    <Modal
      wide
      title={`Schedule Appointment - ${toDisplayDate(date)} ${toDisplayTime(hh(hour))}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button" disabled={create.isPending} onClick={() => void save()}>
            {create.isPending ? m.saving : 'Save Appointment'}
          </button>
        </>
      }
    >
      <RequestPicker
        picked={picked}
        requests={requests}
        onPick={(r) => {
          setPicked(r);
          setForm(fromRequest(r));
        }}
      />
      <ScheduleFields form={form} setForm={setForm} />
      <ServicePicker ids={ids} onChange={setIds} showHint={hint} />
      <div className="field">
        <label htmlFor="sched-notes">Notes</label>
        <textarea id="sched-notes" rows={3} value={form.notes} onChange={set('notes')} />
      </div>
    </Modal>
  );
}
