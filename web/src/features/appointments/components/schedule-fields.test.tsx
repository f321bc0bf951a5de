import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { customerMessages as m } from '@shop/shared/customers/messages';
import { renderWithProviders } from '@/test/render.tsx';
import { BLANK, ScheduleFields } from './schedule-fields.tsx';

const CIVIC = {
  id: 31,
  customer_id: 4,
  vin: '1HGCM82633A004352',
  plate: '7ABC123',
  make: 'Honda',
  model: 'Accord',
  year: '2003',
  engine: '',
  odometer_unit: 'mi',
  archived: false,
  version: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const ANA = {
  id: 4,
  user_id: null,
  first_name: 'Ana',
  last_name: 'Lopez',
  email: 'ana@example.com',
  phone: '510-555-0100',
  created_at: '',
};

/** The server by path: the customer search and record, the VIN decode; `searchStatus` 404 for a server without the search. */
function serve(searchStatus = 200) {
  const asked: string[] = [];
  globalThis.fetch = (async (url: string) => {
    asked.push(url);
    const [status, body] = url.startsWith('/api/admin/customers?q=')
      ? [
          searchStatus,
          {
            customers: [
              {
                id: 4,
                name: 'Ana Lopez',
                email: ANA.email,
                phone: ANA.phone,
                vehicles: [{ id: 31, label: '2003 Honda Accord (7ABC123)' }],
              },
            ],
          },
        ]
      : url === '/api/admin/customers/4'
        ? [
            200,
            {
              customer: ANA,
              vehicles: [CIVIC, { ...CIVIC, id: 32, archived: true, model: 'Civic' }],
              appointments: [],
            },
          ]
        : [404, { success: false, code: 'not_found', error: 'Not found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return asked;
}

function Harness() {
  const [form, setForm] = useState(BLANK);
  return (
    <>
      <ScheduleFields form={form} setForm={setForm} />
      <output>{JSON.stringify(form)}</output>
    </>
  );
}
const form = () => JSON.parse(document.querySelector('output')!.textContent!) as typeof BLANK;

describe('new appointment: finding the customer', () => {
  it('when staff pick a customer found by plate, then her contact fills and her cars in use are offered', async () => {
    const asked = serve();
    const view = renderWithProviders(<Harness />);
    fireEvent.change(screen.getByLabelText(m.searchLabel, { selector: 'input' }), { target: { value: '7abc' } });
    await view.settled();
    expect(asked).toContain('/api/admin/customers?q=7abc');
    fireEvent.click(await screen.findByRole('button', { name: /Ana Lopez/ }));
    await view.settled();
    expect(form()).toMatchObject({ first_name: 'Ana', last_name: 'Lopez', email: ANA.email, phone: ANA.phone });
    const cars = screen.getByRole('group', { name: m.herCars });
    expect(cars.textContent).not.toContain('Civic');
    fireEvent.click(screen.getByRole('button', { name: '2003 Honda Accord (7ABC123)' }));
    expect(form()).toMatchObject({
      vehicle_make: 'Honda',
      vehicle_model: 'Accord',
      vehicle_year: '2003',
      vin: CIVIC.vin,
      license_plate: '7ABC123',
    });
  });

  it('when the server has no customer search, then the box goes and the fields are typed as before', async () => {
    serve(404);
    const view = renderWithProviders(<Harness />);
    fireEvent.change(screen.getByLabelText(m.searchLabel, { selector: 'input' }), { target: { value: 'ana' } });
    await view.settled();
    expect(screen.queryByLabelText(m.searchLabel, { selector: 'input' })).toBeNull();
    expect(screen.getByLabelText('First Name')).toBeTruthy();
  });
});
