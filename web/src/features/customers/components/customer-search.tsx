import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { customerMessages as m } from '@shop/shared/customers/messages';
import type { CustomerDetail } from '@shop/shared/customers/customer.schema';
import { customerDetailQuery, MIN_SEARCH, useCustomerSearch } from '../api/search-customers.ts';

/**
 * One search box over customers by name, email, phone digits, plate or VIN; picking one reads her
 * record and cars. Hidden when the server has no customer search, so the form is typed as before.
 */
export function CustomerSearch({ onPick }: { onPick: (customer: CustomerDetail) => void }) {
  const client = useQueryClient();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q);
  const { hits, searching } = useCustomerSearch(deferred);
  if (hits === null) return null;
  const pick = async (id: number) => {
    onPick(await client.fetchQuery(customerDetailQuery(id)));
    setQ('');
  };
  return (
    <div className="field customer-search">
      <label htmlFor="customer-search">{m.searchLabel}</label>
      <input
        id="customer-search"
        type="search"
        value={q}
        autoComplete="off"
        aria-describedby="customer-search-hint"
        onChange={(e) => setQ(e.target.value)}
      />
      <p id="customer-search-hint" className="hint">
        {m.searchHint}
      </p>
      {q.trim().length >= MIN_SEARCH && (
        <ul className="search-hits" aria-label={m.searchLabel}>
          {hits.length === 0 && !searching && deferred === q && <li className="note">{m.noMatch}</li>}
          {hits.map((h) => (
            <li key={h.id}>
              <button type="button" className="button ghost" onClick={() => void pick(h.id)}>
                {h.name || h.email} · {h.email}
                {h.phone && ` · ${h.phone}`}
                {h.vehicles.length > 0 && ` · ${h.vehicles.map((v) => v.label).join(', ')}`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
