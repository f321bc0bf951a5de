/** The admin calendar's booking body (spec admin 7), Tuesday 10 March 2026 at 13:00. */
export function adminBookingBody(over: Record<string, unknown> = {}) {
  return {
    date: '2026-03-10',
    start_time: '13:00',
    end_time: '14:00',
    first_name: 'Zed',
    last_name: 'Admin Made',
    email: 'zed@example.com',
    phone: '555-000-1111',
    vehicle_make: 'Ford',
    vehicle_model: 'F-150',
    vehicle_year: '2020',
    vin: '',
    license_plate: '',
    service_type_id: ['2'],
    notes: 'walk-in',
    ...over,
  };
}

/** A valid customer wizard body for a same-day booking. */
export function wizardBody(over: Record<string, unknown> = {}) {
  return {
    service_type_id: 1,
    service_ids: [1],
    date: '2026-03-09',
    start_time: '10:00',
    end_time: '11:00',
    user_id: 1,
    vehicle_info: { make: 'Toyota', model: 'Corolla', year: '2018', vin: null, license: '7ABC123' },
    contact_info: { name: 'Ana Lopez', email: 'ana@example.com', phone: '(510) 555-0100' },
    notes: '',
    ...over,
  };
}
