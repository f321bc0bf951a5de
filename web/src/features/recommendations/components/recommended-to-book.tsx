import { useState } from 'react';
import { priceServices } from '@shop/shared/bookings/pricing';
import { formatMoney } from '@shop/shared/money/format-money';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import type { ServiceSelection } from '@/features/bookings/api/selection.ts';
import { useServices } from '@/features/bookings/api/catalog.ts';

/** Book these: the declined lines this visit is for, above the wizard. */
export function RecommendedToBook({ note }: { note: string }) {
  return (
    <section className="card" aria-label={m.page.title}>
      <p>{note}</p>
    </section>
  );
}

/**
 * A Book these link names no service: she picks the services the visit is booked under (the
 * slots and the price depend on them), with the lines above to say what they are for.
 */
export function PickServices({ onPick }: { onPick: (selection: ServiceSelection) => void }) {
  const catalog = useServices();
  const [selected, setSelected] = useState<number[]>([]);
  if (!catalog.data) return null;
  const services = catalog.data;
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  function pick() {
    const chosen = services.filter((s) => selected.includes(s.id)).map(({ id, name, price }) => ({ id, name, price }));
    onPick({ services: chosen, totalPrice: priceServices(services, selected).total });
  }
  return (
    <fieldset className="card stack">
      <legend>{m.page.pickServices}</legend>
      {services.map((s) => (
        <label key={s.id} className="check">
          <input type="checkbox" checked={selected.includes(s.id)} onChange={() => toggle(s.id)} />
          {s.name} ({formatMoney(s.price)})
        </label>
      ))}
      <button type="button" className="button primary" disabled={selected.length === 0} onClick={pick}>
        {m.page.pickContinue}
      </button>
    </fieldset>
  );
}
