import { adminApi, booking, photoLike, startInspection, uploadPhoto, type AdminApi } from './photo-setup.ts';
import type { RunningServer } from './server-process.ts';
import { apiOf, type Api } from './waitlist-run.ts';

const DEVICE = { width: 1600, height: 1200 }; // what the tablet sends after scaling
/** A Tuesday of the bench's own, apart from the booking and waitlist sections' days. */
const OFFER_DAY = '2040-03-13';

/** An estimate with six photos over three findings and three lines, sent; answers its customer link. */
export async function estimateWithSixPhotos(api: AdminApi): Promise<string> {
  const { id, token } = await booking(api, 3);
  const inspection = await startInspection(api, id);
  const base = `/api/admin/inspections/${inspection.id}`;
  for (const [key, condition] of [
    ['brakes', 'urgent'],
    ['tires', 'soon'],
    ['wipers', 'good'],
  ] as const) {
    await api('PUT', `${base}/items/${key}`, { condition, note: `Checked the ${key}.` });
    for (let n = 0; n < 2; n += 1)
      await uploadPhoto(api, inspection.id, key, await photoLike(DEVICE.width, DEVICE.height, n + key.length));
  }
  for (const [kind, description, quantity, cents] of [
    ['labor', 'Replace front pads', 1.5, 12000],
    ['part', 'Brake pads', 1, 8950],
    ['fee', 'Shop supplies', 1, 4000],
  ] as const)
    await api('POST', `${base}/lines`, { kind, description, quantity, unit_price_cents: cents, item_key: null });
  await api('POST', `${base}/send`, {});
  return `/estimate/${id}?t=${encodeURIComponent(token)}`;
}

const contact = (n: number) => ({ name: `Offer ${n}`, email: `offer${n}@bench.test`, phone: '5105550100' });

/** One drop-off booked on the offer day by a visitor; answers its id and link token. */
async function dropOff(visitor: Api, n: number): Promise<{ id: number; token: string }> {
  const made = await visitor('POST', '/api/appointments', {
    service_type_id: 1,
    date: OFFER_DAY,
    start_time: '10:00',
    is_drop_off: true,
    vehicle_info: { make: 'Toyota', model: 'Corolla', year: '2018', vin: null, license: null },
    contact_info: contact(n),
    notes: '',
  });
  if (made.status !== 201) throw new Error(`drop-off: ${made.status} ${JSON.stringify(made.body)}`);
  const body = made.body as { appointment: { id: number }; tracking_token: string };
  return { id: body.appointment.id, token: body.tracking_token };
}

/**
 * A waitlist link holding an offer: the day's drop-offs are booked until joining its list is
 * allowed, then one booking is cancelled and the server's own job offers the freed time.
 */
async function waitlistOffer(server: RunningServer): Promise<string> {
  const visitor = apiOf(server);
  const booked = [];
  for (let n = 0; ; n += 1) {
    const joined = await visitor('POST', '/api/waitlist', {
      date: OFFER_DAY,
      type: 'dropoff',
      service_ids: [1],
      contact_info: contact(1000 + n),
    });
    if (joined.status === 201) {
      const { entry, token } = joined.body as { entry: { id: number }; token: string };
      const link = `/waitlist/${entry.id}?t=${encodeURIComponent(token)}`;
      const first = booked[0]!;
      await visitor('POST', `/api/appointments/${first.id}/cancel?t=${encodeURIComponent(first.token)}`, {});
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const read = await visitor('GET', `/api/waitlist/${entry.id}?t=${encodeURIComponent(token)}`);
        if ((read.body as { entry?: { offer?: unknown } }).entry?.offer) return link;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('the freed drop-off was not offered within 20 s');
    }
    if (n > 200) throw new Error(`could not fill ${OFFER_DAY}: ${joined.status} ${JSON.stringify(joined.body)}`);
    booked.push(await dropOff(visitor, n));
  }
}

/** The three pages a customer opens from a mail, with real data on the seeded server: [name, link]. */
export async function customerPageLinks(server: RunningServer): Promise<[string, string][]> {
  const api = await adminApi(server);
  const tracked = await booking(api, 5);
  return [
    ['appointment', `/track-appointment/${tracked.id}?t=${encodeURIComponent(tracked.token)}`],
    ['estimate', await estimateWithSixPhotos(api)],
    ['waitlist_offer', await waitlistOffer(server)],
  ];
}
