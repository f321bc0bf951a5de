import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { Loading } from '@/app/guards.tsx';
import { dashboardQuery } from '@/features/appointments/api/appointment-queries.ts';
import { CustomerChangesCard } from '@/features/appointments/components/customer-changes-card.tsx';
import { PendingRequestsCard } from '@/features/requests/components/pending-requests-card.tsx';
import { WaitingApprovalCard } from '@/features/inspections/components/waiting-approval-card.tsx';
import { DeclinedWorkCard } from '@/features/recommendations/components/declined-work-card.tsx';
import { StatusBadge } from '@/features/appointments/components/status-badge.tsx';
import { TodayBoard } from '@/features/appointments/components/today-board.tsx';
import { OutboxSummary } from '@/features/offline/components/outbox-summary.tsx';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';
import { useShop } from '@/features/shop/api/use-shop.ts';

const CARDS = [
  { to: '/admin/calendar', title: 'Calendar', text: 'Manage appointments on the weekly calendar.' },
  { to: '/admin/appointments', title: 'Appointments', text: 'Appointments and appointment requests.' },
  { to: '/admin/settings', title: 'Settings', text: 'Feature flags, notifications and security.' },
];

function RecentTable({ rows }: { rows: Appointment[] }) {
  if (rows.length === 0) return <p>{m.noRecentAppointments}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Customer</th>
            <th scope="col">Service</th>
            <th scope="col">Date &amp; Time</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.id}>
              <td>#{a.id}</td>
              <td>{a.user.name}</td>
              <td>{a.service_type}</td>
              <td>
                <span className="nowrap">{toDisplayDate(a.date)}</span>{' '}
                <span className="nowrap">{toDisplayTime(a.start_time)}</span>
              </td>
              <td>
                <StatusBadge status={a.status} />
              </td>
              <td className="actions">
                <Link to={`/admin/appointments?view=${a.id}`}>View</Link>{' '}
                <Link to={`/admin/appointments?edit=${a.id}`}>Edit</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function DashboardPage() {
  const q = useQuery(dashboardQuery);
  const { data: shop } = useShop();
  return (
    <div>
      <h1>Dashboard</h1>
      {q.isError && q.data && <OfflineNote updatedAt={q.dataUpdatedAt} failed />}
      {q.data && (
        <div className="stat-row" aria-label="Today">
          <div className="stat">
            <span className="stat-value">{q.data.todayCount}</span> appointments today
          </div>
          <div className="stat">
            <span className="stat-value">{q.data.pendingRequests}</span> pending requests
          </div>
        </div>
      )}
      <section className="section card" aria-labelledby="today-title">
        <h2 id="today-title">Today{q.data ? `, ${toDisplayDate(q.data.today)}` : ''}</h2>
        {q.isPending ? (
          <Loading />
        ) : q.data ? (
          <TodayBoard appointments={q.data.todayAppointments} timeZone={shop?.timeZone} />
        ) : (
          <p className="error-box">{m.failedFetchAppointments}</p>
        )}
      </section>
      <div className="dashboard-pair section">
        <PendingRequestsCard />
        <OutboxSummary />
      </div>
      <div className="section">
        <WaitingApprovalCard />
      </div>
      <div className="section">
        <DeclinedWorkCard />
      </div>
      {q.data && (
        <div className="section">
          <CustomerChangesCard changes={q.data.customerChanges} timeZone={shop?.timeZone} />
        </div>
      )}
      <div className="card-grid section">
        {CARDS.map((c) => (
          <Link key={c.to} to={c.to} className="card card-link">
            <h2>{c.title}</h2>
            <p>{c.text}</p>
          </Link>
        ))}
      </div>
      <section className="section card" aria-labelledby="recent-title">
        <h2 id="recent-title">Recent Appointments</h2>
        {q.isPending ? (
          <Loading />
        ) : q.data ? (
          <>
            <h3>Next up</h3>
            <RecentTable rows={q.data.upcoming} />
            <h3 className="section">Latest booked</h3>
            <RecentTable rows={q.data.latest} />
          </>
        ) : (
          <p className="error-box">{m.failedFetchAppointments}</p>
        )}
      </section>
    </div>
  );
}
