import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { diagnosticsMessages } from '@shop/shared/diagnostics/messages';
import { lookupCode, searchCodes } from '@shop/shared/diagnostics/obd2';
import type { Obd2Code } from '@shop/shared/diagnostics/obd2-codes';

function ResultCard({ entry }: { entry: Obd2Code }) {
  return (
    <article className="card result-card" aria-live="polite" data-testid="obd2-result">
      <h2>{entry.code}</h2>
      <p className="result-description">{entry.description}</p>
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
      <p className="hint">{diagnosticsMessages.costIsEstimate}</p>
      <Link to="/contact" className="button">
        Schedule Service
      </Link>
    </article>
  );
}

/** The OBD2 checker: the table ships with the app, so it works with no network at all. */
export function CodeChecker() {
  const [input, setInput] = useState('');
  const [result, setResult] = useState<ReturnType<typeof lookupCode> | null>(null);
  const inputId = useId();
  const errorId = useId();
  const matches = useMemo(() => (input.trim().length >= 2 ? searchCodes(input, 8) : []), [input]);

  const check = (value = input) => setResult(lookupCode(value));

  return (
    <div className="checker">
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          check();
        }}
      >
        <label htmlFor={inputId}>OBD2 code or words</label>
        <div className="input-row">
          <input
            id={inputId}
            value={input}
            onChange={(e) => {
              setInput(e.target.value);
              setResult(null);
            }}
            placeholder="e.g. P0300 or misfire"
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={result?.ok === false}
            aria-describedby={result?.ok === false ? errorId : undefined}
          />
          <button type="submit" className="button">
            Check Code
          </button>
        </div>
      </form>
      {result?.ok === false && (
        <p id={errorId} className="error-box" role="alert">
          {result.error}
        </p>
      )}
      {result?.ok && <ResultCard entry={result.entry} />}
      {!result && matches.length > 0 && (
        <section aria-label="Matching codes" className="matches">
          <ul className="plain match-list">
            {matches.map((m) => (
              <li key={m.code}>
                <button
                  type="button"
                  className="match"
                  onClick={() => {
                    setInput(m.code);
                    check(m.code);
                  }}
                >
                  <strong>{m.code}</strong> <span>{m.description}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
