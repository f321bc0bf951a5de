import {
  CalendarDays,
  ClipboardList,
  LayoutDashboard,
  Menu,
  MessageSquare,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, NavLink, Route, Routes, useNavigate } from 'react-router-dom';
import {
  DeferredOutboxSync,
  DeferredPendingBadge,
  DeferredUpdatePrompt,
} from '@/features/offline/components/deferred.tsx';
import { DeferredPushRenewal } from '@/features/push/components/deferred.tsx';
import { Loading } from '@/app/guards.tsx';
import { SignOutButton } from '@/app/sign-out-button.tsx';
import { ThemeToggle } from '@/features/theme/components/theme-toggle.tsx';
import { onUnauthorized } from '@/lib/api-client.ts';
import './admin.css';

// Each admin page is its own chunk (precached like every other): the dashboard loads neither the
// calendar's nor the appointment list's nor the settings' code.
const DashboardPage = lazy(() => import('./dashboard-page.tsx'));
const AppointmentsPage = lazy(() => import('./appointments-page.tsx'));
const CalendarPage = lazy(() => import('./calendar-page.tsx'));
const SettingsPage = lazy(() => import('./settings-page.tsx'));
const InspectionPage = lazy(() => import('./inspection-page.tsx'));
const VehiclePage = lazy(() => import('./vehicle-page.tsx'));
const CustomerPage = lazy(() => import('./customer-page.tsx'));
const RecommendationsPage = lazy(() => import('./recommendations-page.tsx'));
const MessagesPage = lazy(() => import('./messages-page.tsx'));
// The unread count asks the server after the shell shows: the navigation draws without it.
const UnreadCount = lazy(async () => ({
  default: (await import('@/features/texts/components/unread-count.tsx')).UnreadCount,
}));
const UnreadLink = lazy(async () => ({
  default: (await import('@/features/texts/components/unread-count.tsx')).UnreadLink,
}));
// Fetches cars' pages for offline after the admin page shows: none of it is needed to draw it.
const KeepVehiclesOffline = lazy(async () => ({
  default: (await import('@/features/vehicles/components/keep-vehicles-offline.tsx')).KeepVehiclesOffline,
}));
// Changes in conflict are rare: their view loads after the page, with the outbox it reads.
const AdminConflicts = lazy(async () => ({
  default: (await import('@/features/appointments/components/change-conflict.tsx')).AdminConflicts,
}));

const LINKS = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/appointments', label: 'Appointments', icon: ClipboardList, end: false },
  { to: '/admin/calendar', label: 'Calendar', icon: CalendarDays, end: false },
  { to: '/admin/messages', label: 'Messages', icon: MessageSquare, end: false },
  { to: '/admin/settings', label: 'Settings', icon: Settings, end: false },
];

/** The admin area: collapsible sidebar, mobile menu, theme toggle and Logout. */
/** The admin sidebar: the brand, the collapse switch and the navigation. */
function Sidebar({ narrow, onToggle, nav }: { narrow: boolean; onToggle: () => void; nav: ReactNode }) {
  return (
    <aside className="sidebar">
      <div className="sidebar-inner">
        <div className="sidebar-head">
          <span className="nav-label brand">AutoCare Admin</span>
          <button
            type="button"
            className="icon-button"
            aria-label={narrow ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!narrow}
            onClick={onToggle}
          >
            {narrow ? <PanelLeftOpen aria-hidden="true" size={20} /> : <PanelLeftClose aria-hidden="true" size={20} />}
          </button>
        </div>
        {nav}
      </div>
    </aside>
  );
}

export default function AdminApp() {
  const navigate = useNavigate();
  const [narrow, setNarrow] = useState(() => localStorage.getItem('adminSidebar') === 'narrow');
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => onUnauthorized(() => navigate('/login', { replace: true })), [navigate]);
  useEffect(() => localStorage.setItem('adminSidebar', narrow ? 'narrow' : 'wide'), [narrow]);

  const nav = (
    <nav aria-label="Admin">
      {LINKS.map((l) => (
        <NavLink key={l.to} to={l.to} end={l.end} onClick={() => setMenuOpen(false)} title={l.label}>
          <l.icon aria-hidden="true" className="nav-icon" size={20} />
          <span className="nav-label">{l.label}</span>
          {l.to === '/admin/messages' && (
            <Suspense>
              <UnreadCount />
            </Suspense>
          )}
        </NavLink>
      ))}
    </nav>
  );
  return (
    <div className={`admin-shell${narrow ? ' narrow' : ''}`}>
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <Sidebar narrow={narrow} onToggle={() => setNarrow((n) => !n)} nav={nav} />
      <div className="admin-body">
        <header className="admin-top">
          <button
            type="button"
            className="icon-button admin-menu-button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <Menu aria-hidden="true" size={22} />
          </button>
          <Suspense>
            <UnreadLink />
          </Suspense>
          <div className="nav-actions">
            <DeferredPendingBadge />
            <ThemeToggle />
            <SignOutButton onSignedOut={() => navigate('/login', { replace: true })} />
          </div>
        </header>
        {menuOpen && <div className="admin-mobile-menu">{nav}</div>}
        <main id="admin-main" className="admin-main">
          <Suspense>
            <AdminConflicts />
          </Suspense>
          <Suspense fallback={<Loading />}>
            <Routes>
              <Route index element={<DashboardPage />} />
              <Route path="appointments" element={<AppointmentsPage />} />
              <Route path="calendar" element={<CalendarPage />} />
              <Route path="settings" element={<SettingsPage />} />
              <Route path="inspections/:appointmentId" element={<InspectionPage />} />
              <Route path="vehicles/:vehicleId" element={<VehiclePage />} />
              <Route path="customers/:customerId" element={<CustomerPage />} />
              <Route path="recommendations" element={<RecommendationsPage />} />
              <Route path="messages" element={<MessagesPage />} />
              <Route path="messages/:thread" element={<MessagesPage />} />
              <Route path="*" element={<Navigate to="/admin" replace />} />
            </Routes>
          </Suspense>
        </main>
      </div>
      <DeferredOutboxSync />
      <DeferredUpdatePrompt />
      <DeferredPushRenewal />
      <Suspense>
        <KeepVehiclesOffline />
      </Suspense>
    </div>
  );
}
