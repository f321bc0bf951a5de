import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  DIAGNOSTICS_ADDON_SAVING,
  COMBO_SAVING,
  DIAGNOSTICS_ID,
  hasCombo,
  priceServices,
} from '@shop/shared/bookings/pricing';
import { formatMoney } from '@shop/shared/money/format-money';
import { useServices } from '@/features/bookings/api/catalog.ts';
import { saveSelection } from '@/features/bookings/api/selection.ts';
import { Loading } from '@/app/guards.tsx';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';
import { HydrationGate } from '@/components/hydrated-form.tsx';

export default function ServicesPage() {
  const { data: catalog, isError, refetch, dataUpdatedAt } = useServices();
  const [selected, setSelected] = useState<number[]>([]);
  if (isError && !catalog)
    return (
      <div className="page narrow">
        <p className="error-box" role="alert">
          The service list could not be loaded.
        </p>
        <button type="button" className="button" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  if (!catalog) return <Loading />;
  const quote = priceServices(catalog, selected);
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const selection = {
    services: catalog.filter((s) => selected.includes(s.id)).map(({ id, name, price }) => ({ id, name, price })),
    totalPrice: quote.total,
  };
  const diagnostics = catalog.find((s) => s.id === DIAGNOSTICS_ID);
  return (
    <div className="page">
      <h1>Our Services</h1>
      <p className="lead">Choose one or more services, then pick a time that suits you.</p>
      {isError && <OfflineNote updatedAt={dataUpdatedAt} failed />}
      <HydrationGate>
        <ul className="plain service-grid" aria-label="Services">
          {catalog.map((s) => {
            const on = selected.includes(s.id);
            return (
              <li key={s.id}>
                <label className={`card service-card${on ? ' selected' : ''}`}>
                  <input
                    type="checkbox"
                    name="service"
                    value={s.id}
                    checked={on}
                    onChange={() => toggle(s.id)}
                    className="visually-hidden-check"
                  />
                  <span className="service-name">{s.name}</span>
                  <span className="service-desc">{s.description}</span>
                  <span className="service-meta">
                    <span>{s.duration_label}</span>
                    <span>From {formatMoney(s.price)}</span>
                  </span>
                  {s.id === DIAGNOSTICS_ID &&
                    hasCombo(selected) &&
                    !selected.includes(DIAGNOSTICS_ID) &&
                    diagnostics && (
                      <span className="combo-hint">
                        Add Engine Diagnostics for {formatMoney(diagnostics.price - DIAGNOSTICS_ADDON_SAVING)}, saving{' '}
                        {formatMoney(DIAGNOSTICS_ADDON_SAVING)}.
                      </span>
                    )}
                </label>
              </li>
            );
          })}
        </ul>
      </HydrationGate>
      <div className="summary-bar" aria-live="polite">
        <div>
          <strong>{selected.length === 0 ? 'No services selected' : `${selected.length} selected`}</strong>
          {selected.length > 0 && <span> · Total {formatMoney(quote.total)}</span>}
          {quote.discount > 0 && <span className="saving"> (combo saves {formatMoney(quote.discount)})</span>}
          {hasCombo(selected) && quote.discount === COMBO_SAVING && (
            <span className="hint"> Oil Change + Tire Rotation combo applied.</span>
          )}
        </div>
        <Link to="/schedule" state={selection} onClick={() => saveSelection(selection)} className="button">
          Schedule Service
        </Link>
      </div>
    </div>
  );
}
