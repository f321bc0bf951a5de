import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ADMIN_PAGE_SIZE, ADVANCED_FIELDS, EMPTY_SEARCH, SEARCH_TYPES, STATUS_FILTERS, type AdvancedField } from '@shop/shared/admin/search-fields';
import { statusFilterLabel } from '@shop/shared/appointments/appointment-status';
import { isFiltered, matchesSearch, sortAppointments, type SearchState } from '@shop/shared/admin/appointment-filters';
import { adminMessages as m } from '@shop/shared/admin/messages';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import type { AppointmentRequestDto } from '@shop/shared/requests/request.schema';
import { isIsoDate, shopDateOf, shopTimeOf } from '@shop/shared/time/shop-time';
import { toDisplayDate } from '@shop/shared/time/time-format';
import { Modal } from '@/components/modal.tsx';
import { adminAppointmentsQuery, adminRequestsQuery } from '@/features/admin/api/admin-queries.ts';
import { adminWrite } from '@/features/admin/api/admin-writes.ts';
import { deleteAppointment } from '@/features/admin/api/appointment-actions.ts';
import { AppointmentDetails } from '@/features/admin/components/appointment-details.tsx';
import { AppointmentRow } from '@/features/admin/components/appointment-row.tsx';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';
import { queryClient } from '@/lib/query-client.ts';

const ZONE = 'America/Los_Angeles';
const INITIAL: SearchState = { ...EMPTY_SEARCH };
const DATE_CHIPS = [['today', 'Today'], ['week', 'This Week'], ['month', 'This Month'], ['custom', 'Custom Range']] as const;
const STATUS_CHIPS = STATUS_FILTERS.filter((s) => s !== 'all').map((s) => [s, statusFilterLabel(s)] as const);
const ADVANCED_LABELS: Record<AdvancedField, string> = { name: 'Name', email: 'Email', phone: 'Phone', vehicleMake: 'Vehicle make', vehicleModel: 'Vehicle model', vin: 'VIN', licensePlate: 'License plate' };

function toQuery(s: SearchState): Record<string, string> {
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined && v !== '' && v !== 'all').map(([k, v]) => [k, String(v)]));
}

function AppointmentsTab() {
  const [draft, setDraft] = useState<SearchState>(INITIAL);
  const [applied, setApplied] = useState<SearchState>(INITIAL);
  const [advanced, setAdvanced] = useState(false);
  const [range, setRange] = useState({ from: '', to: '' });
  const [deleting, setDeleting] = useState<Appointment | null>(null);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('view') ?? params.get('edit') ?? 0);
  const [limit, setLimit] = useState(ADMIN_PAGE_SIZE);
  const q = useQuery({ ...adminAppointmentsQuery({ ...toQuery(applied), limit: String(limit) }), placeholderData: (prev) => prev });
  const now = new Date();
  const today = shopDateOf(now, ZONE);
  // The server filtered what it sent; the same rules here keep optimistic changes instant.
  const rows = sortAppointments((q.data?.appointments ?? []).filter((a) => matchesSearch(a, applied, today)), today, shopTimeOf(now, ZONE));
  const search = (next: SearchState = draft) => {
    setLimit(ADMIN_PAGE_SIZE);
    setApplied({ ...next });
  };
  const chip = (patch: Partial<SearchState>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    search(next);
  };
  const filtered = isFiltered(applied);

  async function remove(a: Appointment) {
    setDeleting(null);
    await deleteAppointment(a);
  }

  const tags: [string, () => void][] = [
    ...(applied.status !== 'all' ? [[`Status: ${applied.status}`, () => chip({ status: 'all' })] as [string, () => void]] : []),
    ...(applied.date !== 'all' ? [[`Date: ${applied.date}`, () => chip({ date: 'all', from: undefined, to: undefined })] as [string, () => void]] : []),
    ...(applied.search ? [[`Search: ${applied.search}`, () => chip({ search: '' })] as [string, () => void]] : []),
    ...ADVANCED_FIELDS.filter((f) => applied[f]).map((f) => [`${ADVANCED_LABELS[f]}: ${applied[f]}`, () => chip({ [f]: '' })] as [string, () => void]),
  ];

  return (
    <section aria-label="Appointments">
      <form className="search-bar" onSubmit={(e) => { e.preventDefault(); search(); }}>
        {!advanced ? (
          <div className="input-row">
            <label className="visually-hidden" htmlFor="search-type">Search by</label>
            <select id="search-type" value={draft.searchType} onChange={(e) => setDraft({ ...draft, searchType: e.target.value as SearchState['searchType'] })} className="narrow-select">
              {SEARCH_TYPES.map((t) => <option key={t} value={t}>{t === 'all' ? 'All fields' : t[0].toUpperCase() + t.slice(1)}</option>)}
            </select>
            <label className="visually-hidden" htmlFor="search-box">Search</label>
            <input id="search-box" type="search" placeholder="Search by name, email, phone, vehicle" value={draft.search ?? ''} onChange={(e) => setDraft({ ...draft, search: e.target.value })} />
            <button type="submit" className="button">Search</button>
          </div>
        ) : (
          <div className="grid-3">
            {ADVANCED_FIELDS.map((f) => (
              <div className="field" key={f}>
                <label htmlFor={`adv-${f}`}>{ADVANCED_LABELS[f]}</label>
                <input id={`adv-${f}`} value={draft[f] ?? ''} onChange={(e) => setDraft({ ...draft, [f]: e.target.value })} />
              </div>
            ))}
            <button type="submit" className="button">Search</button>
          </div>
        )}
        <button type="button" className="button small ghost" onClick={() => setAdvanced((v) => !v)}>
          {advanced ? 'Simple Search' : 'Advanced Search'}
        </button>
      </form>
      <div className="chips" role="group" aria-label="Date filter">
        {DATE_CHIPS.map(([value, label]) => (
          <button key={value} type="button" className={`chip${applied.date === value ? ' active' : ''}`} aria-pressed={applied.date === value} onClick={() => (value === 'custom' ? setDraft({ ...draft, date: draft.date === 'custom' ? 'all' : 'custom' }) : chip({ date: applied.date === value ? 'all' : value }))}>
            {label}
          </button>
        ))}
      </div>
      {draft.date === 'custom' && (
        <div className="input-row custom-range">
          <label>Start date <input type="date" name="from" value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} /></label>
          <label>End date <input type="date" name="to" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} /></label>
          <button type="button" className="button small" disabled={!isIsoDate(range.from) && !isIsoDate(range.to)} onClick={() => chip({ date: 'custom', from: range.from || undefined, to: range.to || undefined })}>
            Apply Custom Range
          </button>
        </div>
      )}
      <div className="chips" role="group" aria-label="Status filter">
        {STATUS_CHIPS.map(([value, label]) => (
          <button key={value} type="button" className={`chip${applied.status === value ? ' active' : ''}`} aria-pressed={applied.status === value} onClick={() => chip({ status: applied.status === value ? 'all' : value })}>
            {label}
          </button>
        ))}
      </div>
      {tags.length > 0 && (
        <div className="chips" aria-label="Active filters">
          {tags.map(([text, clear]) => (
            <span key={text} className="tag">
              {text}
              <button type="button" aria-label={`Remove filter ${text}`} onClick={clear}><X aria-hidden="true" size={16} /></button>
            </span>
          ))}
          <button type="button" className="button small ghost" onClick={() => { setDraft(INITIAL); setRange({ from: '', to: '' }); search(INITIAL); }}>
            Clear All
          </button>
        </div>
      )}
      {q.isError && q.data && <OfflineNote updatedAt={q.dataUpdatedAt} failed />}
      {q.isPending ? (
        <p role="status">{m.loadingAppointments}</p>
      ) : q.isError && !q.data ? (
        <p className="error-box">{m.failedFetchAppointments}</p>
      ) : rows.length === 0 ? (
        <p>{filtered ? m.noAppointmentsMatching : m.noAppointments}</p>
      ) : (
        <div className="table-wrap">
          {q.isFetching && <p role="status" className="hint">{m.updatingResults}</p>}
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Service</th>
                <th scope="col">Vehicle</th>
                <th scope="col">Date &amp; Time</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <AppointmentRow key={a.id} appointment={a} onView={() => setParams({ view: String(a.id) })} onDelete={() => setDeleting(a)} />
              ))}
            </tbody>
          </table>
          <p className="hint">
            Showing {rows.length} of {q.data?.total ?? rows.length}{' '}
            {(q.data?.total ?? 0) > (q.data?.appointments.length ?? 0) && (
              <button type="button" className="button small ghost" onClick={() => setLimit((l) => l + ADMIN_PAGE_SIZE)}>
                Show more
              </button>
            )}
          </p>
        </div>
      )}
      {openId > 0 && q.data && (() => {
        // The live copy from the list, so a second edit carries the latest version.
        const open = q.data.appointments.find((a) => a.id === openId);
        return open ? <AppointmentDetails key={open.id} appointment={open} startInEdit={params.has('edit')} onClose={() => setParams({})} /> : null;
      })()}
      {deleting && (
        <Modal title="Delete appointment" onClose={() => setDeleting(null)} footer={<><button type="button" className="button ghost" onClick={() => setDeleting(null)}>Cancel</button><button type="button" className="button danger" onClick={() => void remove(deleting)}>Delete</button></>}>
          <p>{m.deleteConfirm}</p>
        </Modal>
      )}
    </section>
  );
}

/** 'Flexible' when absent, 'Invalid date' when unreadable. */
export function preferredDateText(value: string | null): string {
  if (!value) return m.flexible;
  return isIsoDate(value) ? toDisplayDate(value) : m.invalidDate;
}

function RequestsTab() {
  const q = useQuery(adminRequestsQuery);
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState<AppointmentRequestDto | null>(null);
  const [viewing, setViewing] = useState<AppointmentRequestDto | null>(null);
  const schedule = (r: AppointmentRequestDto) => navigate('/admin/calendar', { state: { request: r } });
  async function reject(r: AppointmentRequestDto) {
    setRejecting(null);
    queryClient.setQueryData(adminRequestsQuery.queryKey, (list: AppointmentRequestDto[] | undefined) => list?.filter((x) => x.request_id !== r.request_id));
    const out = await adminWrite({ label: `Reject request of ${r.first_name} ${r.last_name}`, method: 'PUT', path: `/api/admin/appointment-requests/${r.request_id}`, payload: { status: 'declined', version: r.version } }, m.failedReject);
    if (out.ok && !out.queued) toast.success(m.requestRejected);
    if (!out.ok) toast.error(out.error);
  }
  if (q.isPending) return <p role="status">{m.loadingAppointments}</p>;
  if (!q.data) return <p className="error-box">{m.failedFetchRequests}</p>;
  if (q.data.length === 0) return <p>{m.noRequests}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Service</th>
            <th scope="col">Vehicle</th>
            <th scope="col">Preferred Date</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {q.data.map((r) => (
            <tr key={r.request_id} className="clickable" onClick={() => setViewing(r)}>
              <td>{r.first_name} {r.last_name}<br /><span className="hint">{r.email}</span></td>
              <td>{r.service_needed.length ? r.service_needed.join(', ') : r.service_type}</td>
              <td>{[r.vehicle_make, r.vehicle_model, r.vehicle_year].filter(Boolean).join(' ')}</td>
              <td>{preferredDateText(r.preferred_date)}{r.preferred_time ? ` (${r.preferred_time})` : ''}</td>
              <td><span className="badge tone-yellow">{r.status}</span></td>
              <td className="actions">
                <button type="button" className="button small" onClick={(e) => { e.stopPropagation(); schedule(r); }}>Schedule</button>{' '}
                <button type="button" className="button small danger" onClick={(e) => { e.stopPropagation(); setRejecting(r); }}>Reject</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {viewing && (
        <Modal
          title={`Request from ${viewing.first_name} ${viewing.last_name}`}
          onClose={() => setViewing(null)}
          footer={
            viewing.status === 'pending' ? (
              <>
                <button type="button" className="button danger" onClick={() => { setRejecting(viewing); setViewing(null); }}>Decline</button>
                <button type="button" className="button" onClick={() => schedule(viewing)}>Schedule</button>
              </>
            ) : (
              <button type="button" className="button" onClick={() => setViewing(null)}>Close</button>
            )
          }
        >
          <dl className="facts">
            <div><dt>Contact</dt><dd>{viewing.email} · {viewing.phone}</dd></div>
            <div><dt>Services</dt><dd>{viewing.service_needed.join(', ') || viewing.service_type}</dd></div>
            <div><dt>Vehicle</dt><dd>{[viewing.vehicle_year, viewing.vehicle_make, viewing.vehicle_model].filter(Boolean).join(' ') || '—'}{viewing.vin && ` · VIN ${viewing.vin}`}{viewing.license_plate && ` · ${viewing.license_plate}`}</dd></div>
            <div><dt>Preferred</dt><dd>{preferredDateText(viewing.preferred_date)}{viewing.preferred_time ? ` (${viewing.preferred_time})` : ''}</dd></div>
            <div><dt>Message</dt><dd>{viewing.message || '—'}</dd></div>
            <div><dt>Status</dt><dd><span className={`badge tone-${viewing.status === 'scheduled' ? 'green' : viewing.status === 'pending' ? 'yellow' : 'red'}`}>{viewing.status}</span></dd></div>
          </dl>
        </Modal>
      )}
      {rejecting && (
        <Modal title={m.rejectTitle} onClose={() => setRejecting(null)} footer={<><button type="button" className="button ghost" onClick={() => setRejecting(null)}>Cancel</button><button type="button" className="button danger" onClick={() => void reject(rejecting)}>Reject</button></>}>
          <p>{m.rejectConfirm}</p>
        </Modal>
      )}
    </div>
  );
}

export default function AppointmentsPage() {
  // The dashboard links straight to the requests with ?tab=requests.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<'appointments' | 'requests'>(params.get('tab') === 'requests' ? 'requests' : 'appointments');
  return (
    <div>
      <h1>Appointment Management</h1>
      <div className="tabs" role="tablist" aria-label="Views">
        <button type="button" role="tab" aria-selected={tab === 'appointments'} className={tab === 'appointments' ? 'active' : ''} onClick={() => setTab('appointments')}>Appointments</button>
        <button type="button" role="tab" aria-selected={tab === 'requests'} className={tab === 'requests' ? 'active' : ''} onClick={() => setTab('requests')}>Appointment Requests</button>
      </div>
      <div role="tabpanel">{tab === 'appointments' ? <AppointmentsTab /> : <RequestsTab />}</div>
    </div>
  );
}
