import { Link } from 'react-router-dom';
import { diagnosticsMessages as m } from '@shop/shared/diagnostics/messages';
import type { LookupResult } from '@shop/shared/diagnostics/obd2';

type Found = Extract<LookupResult, { ok: true }>;

/** A looked-up code: its title (or its make's), the other makes' meanings, and our estimate. */
export function CodeResult({ result }: { result: Found }) {
  const { entry, descriptionMake, makerMeanings, notListedFor } = result;
  return (
    <article className="card result-card" aria-live="polite" data-testid="obd2-result">
      <h2>{entry.code}</h2>
      {descriptionMake && <p className="hint">{m.makeMeaning(descriptionMake)}</p>}
      <p className="result-description">{entry.description}</p>
      {notListedFor && <p className="hint">{m.notListedForMake(notListedFor)}</p>}
      {makerMeanings.length > 0 && (
        <section aria-label={m.meaningByMake} className="maker-meanings">
          <h3>{m.meaningByMake}</h3>
          <ul className="plain">
            {makerMeanings.map((mm) => (
              <li key={mm.title}>
                <strong>{mm.makes.join(', ')}:</strong> {mm.title}
              </li>
            ))}
          </ul>
        </section>
      )}
      <dl className="facts">
        <div>
          <dt>System</dt>
          <dd>{entry.system}</dd>
        </div>
        <div>
          <dt>Severity</dt>
          <dd>
            <span className={`badge severity-${entry.severity.toLowerCase()}`}>{entry.severity}</span>
          </dd>
        </div>
        <div>
          <dt>Estimated cost</dt>
          <dd>
            ${entry.estimatedCost.min} - ${entry.estimatedCost.max}
          </dd>
        </div>
      </dl>
      <p className="hint">{m.costIsEstimate}</p>
      <Link to="/contact" className="button">
        Schedule Service
      </Link>
    </article>
  );
}
