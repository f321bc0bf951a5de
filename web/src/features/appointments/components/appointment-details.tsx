import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { vehiclePageMessages as vm } from '@shop/shared/vehicles/messages';
import { Modal } from '@/components/modal.tsx';
import { CarDueChips } from '@/features/maintenance/components/car-due-chips.tsx';
import { OpenRecommendationsSummary } from '@/features/recommendations/components/open-recommendations-summary.tsx';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { deleteAppointment } from '../api/delete-appointment.ts';
import { AppointmentFacts } from './appointment-facts.tsx';
import { ConfirmDelete } from './confirm-delete.tsx';
import { NoShowCount } from './no-show-count.tsx';
import { EditAppointmentForm } from './edit-appointment-form.tsx';
import { ProgressNoteForm } from './progress-note-form.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';

/** View, edit, reschedule and delete one appointment. */
export function AppointmentDetails({
  appointment: a,
  startInEdit = false,
  onClose,
}: {
  appointment: Appointment;
  startInEdit?: boolean;
  onClose: () => void;
}) {
  const remove = useWrite(deleteAppointment);
  const [mode, setMode] = useState<'view' | 'edit'>(startInEdit ? 'edit' : 'view');
  const [rescheduling, setRescheduling] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <Modal wide title={`Appointment #${a.id}`} onClose={onClose}>
      {mode === 'edit' ? (
        <EditAppointmentForm a={a} onDone={() => setMode('view')} />
      ) : (
        <>
          <AppointmentFacts a={a} />
          {a.vehicle_id != null && <CarDueChips vehicleId={a.vehicle_id} />}
          {a.vehicle_id != null && <OpenRecommendationsSummary vehicleId={a.vehicle_id} />}
          <NoShowCount appointmentId={a.id} />
          <div className="button-row">
            <button type="button" className="button" onClick={() => setMode('edit')}>
              Edit
            </button>
            <button type="button" className="button ghost" onClick={() => setRescheduling(true)}>
              Reschedule
            </button>
            <button type="button" className="button danger" onClick={() => setConfirmDelete(true)}>
              Delete
            </button>
            <Link className="button ghost" to={`/admin/inspections/${a.id}`}>
              Start inspection
            </Link>
            {a.vehicle_id != null && (
              <Link className="button ghost" to={`/admin/vehicles/${a.vehicle_id}`}>
                {vm.history}
              </Link>
            )}
          </div>
          <ProgressNoteForm a={a} />
        </>
      )}
      {rescheduling && (
        <RescheduleDialog appointment={a} onClose={(moved) => (moved ? onClose() : setRescheduling(false))} />
      )}
      {confirmDelete && (
        <ConfirmDelete
          onCancel={() => setConfirmDelete(false)}
          onConfirm={async () => {
            setConfirmDelete(false);
            if ((await remove.mutateAsync({ appointment: a })).ok) onClose();
          }}
        />
      )}
    </Modal>
  );
}
