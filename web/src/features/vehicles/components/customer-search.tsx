import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { CustomerHit } from '@shop/shared/customers/customer.schema';
import { vehiclePageMessages as m } from '@shop/shared/vehicles/messages';
import { customerSearchQuery } from '../api/vehicle-queries.ts';

/**
 * One search over customers and their cars (name, email, phone digits, plate, VIN); the caller
 * says what each hit offers to pick: the customer herself, or one of her cars.
 */
export function CustomerSearch({ label, render }: { label: string; render: (hits: CustomerHit[]) => ReactNode }) {
  const id = useId();
  const [q, setQ] = useState('');
  const hits = useQuery(customerSearchQuery(q.trim()));
  return (
    <div className="customer-search stack">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input id={id} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={m.searchHint} />
      </div>
      <div aria-live="polite">
        {hits.isError && <p className="field-error">{hits.error.message}</p>}
        {hits.data && (hits.data.length === 0 ? <p>{m.noMatches}</p> : render(hits.data))}
      </div>
    </div>
  );
}
