import { describe, expect, it } from 'vitest';
import { statusLabel } from '@shop/shared/appointments/appointment-status';
import { fieldDifferences } from '@/features/offline/api/conflict-differences.ts';
import { appointmentConflictTable as table } from './conflict-fields.ts';

const current = {
  status: 'scheduled',
  notes: 'theirs',
  user: { name: 'Ann Marie Lee', email: 'a@x.test', phone: '' },
  vehicle: { make: 'Ford', model: 'Focus', year: '2019', vin: null, license: null },
};

describe('the appointment conflict table', () => {
  it('when a change sets fields, then each known one shows mine beside theirs, unknown ones not at all', () => {
    const rows = fieldDifferences(table, 'PUT', { status: 'completed', first_name: 'Anne', version: 3 }, current);
    expect(rows).toEqual([
      { label: 'Status', mine: statusLabel('completed'), theirs: statusLabel('scheduled') },
      { label: 'First name', mine: 'Anne', theirs: 'Ann' },
    ]);
  });

  it('when the server sent no current record, then theirs reads changed; a delete is one line', () => {
    expect(fieldDifferences(table, 'PUT', { notes: 'mine' }, undefined)).toEqual([
      { label: 'Notes', mine: 'mine', theirs: 'Changed' },
    ]);
    expect(fieldDifferences(table, 'DELETE', undefined, current)).toEqual([
      { label: 'Appointment', mine: 'Delete it', theirs: 'Changed, still booked' },
    ]);
  });
});
