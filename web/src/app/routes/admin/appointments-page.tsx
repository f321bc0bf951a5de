import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppointmentsTab } from '@/features/appointments/components/appointments-tab.tsx';
import { RequestsTab } from '@/features/requests/components/requests-tab.tsx';

/** Appointment Management: the appointments list and the pending requests, as two tabs. */
export default function AppointmentsPage() {
  // The dashboard links straight to the requests with ?tab=requests.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<'appointments' | 'requests'>(
    params.get('tab') === 'requests' ? 'requests' : 'appointments',
  );
  return (
    <div>
      <h1>Appointment Management</h1>
      <div className="tabs" role="tablist" aria-label="Views">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'appointments'}
          className={tab === 'appointments' ? 'active' : ''}
          onClick={() => setTab('appointments')}
        >
          Appointments
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'requests'}
          className={tab === 'requests' ? 'active' : ''}
          onClick={() => setTab('requests')}
        >
          Appointment Requests
        </button>
      </div>
      <div role="tabpanel">{tab === 'appointments' ? <AppointmentsTab /> : <RequestsTab />}</div>
    </div>
  );
}
