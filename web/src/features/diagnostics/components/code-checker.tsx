import { useId, useMemo, useRef, useState } from 'react';
import { CHOOSABLE_MAKES, loadGenericList, type CodeList, type MakeId } from '@shop/shared/diagnostics/code-table';
import { diagnosticsMessages as m } from '@shop/shared/diagnostics/messages';
import { findCode, lookupCode, searchCodes, type LookupResult } from '@shop/shared/diagnostics/obd2';
import { useGenericList, useMakerList } from '../api/code-lists.ts';
import { CodeMatches } from './code-matches.tsx';
import { CodeResult } from './code-result.tsx';
import { HydratedForm } from '@/components/hydrated-form.tsx';

function TableStatus({ failed, retry }: { failed: boolean; retry: () => void }) {
  if (!failed)
    return (
      <p className="hint" role="status">
        <span className="spinner" aria-hidden="true" /> {m.loadingTable}
      </p>
    );
  return (
    <div className="error-box" role="alert">
      <p>{m.tableFailed}</p>
      <button type="button" className="button" onClick={retry}>
        {m.retry}
      </button>
    </div>
  );
}

/** "Vehicle make": any make (the default) or one whose own meanings are then used. */
function MakeSelect({ value, onChange }: { value: MakeId | ''; onChange: (make: MakeId | '') => void }) {
  const id = useId();
  return (
    <div className="make-row">
      <label htmlFor={id}>{m.vehicleMake}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as MakeId | '')}>
        <option value="">{m.anyMake}</option>
        {CHOOSABLE_MAKES.map((mk) => (
          <option key={mk.id} value={mk.id}>
            {mk.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Looking a code up: asked before the table arrived, it waits for it (one load, shared with
 * useGenericList). `forget` drops the answer and any answer still on its way.
 */
function useLookup(list: CodeList | undefined, want: () => void) {
  const [result, setResult] = useState<LookupResult | null>(null);
  const asked = useRef(0);
  const check = async (value: string, forMake: MakeId | '') => {
    want();
    const ask = ++asked.current;
    const codes = list ?? (await loadGenericList().catch(() => null));
    if (ask !== asked.current) return;
    if (!codes) return setResult({ ok: false, error: m.tableFailed });
    // The generic answer at once; the makes' meanings follow when their chunks have loaded.
    const generic = lookupCode(codes, value);
    if (generic.ok && !forMake) setResult(generic);
    const found = await findCode(codes, value, forMake || undefined).catch(() => null);
    if (ask === asked.current) setResult(found ?? { ok: false, error: m.tableFailed });
  };
  const forget = () => {
    setResult(null);
    asked.current++;
  };
  return { result, check, forget };
}

/**
 * The OBD2 checker: the code table is its own chunk, loaded when the checker opens and precached
 * by the service worker, so after one visit it works with no network at all.
 */
export function CodeChecker() {
  // The table loads when the visitor turns to the checker (focus, a tap, a key).
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const table = useGenericList(wanted);
  const list = table.status === 'ready' ? table.list : undefined;
  const [input, setInput] = useState('');
  const [make, setMake] = useState<MakeId | ''>('');
  const makerList = useMakerList(make);
  const inputId = useId();
  const errorId = useId();
  const matches = useMemo(
    () => (list && input.trim().length >= 2 ? searchCodes(list, input, makerList) : null),
    [list, input, makerList],
  );

  const { result, check, forget } = useLookup(list, want);

  return (
    <div className="checker">
      <HydratedForm
        className="inline-form"
        onFocus={want}
        onPointerDown={want}
        onSubmit={(e) => {
          e.preventDefault();
          void check(input, make);
        }}
      >
        <MakeSelect
          value={make}
          onChange={(next) => {
            setMake(next);
            if (result) void check(input, next);
          }}
        />
        <label htmlFor={inputId}>OBD2 code or words</label>
        <div className="input-row">
          <input
            id={inputId}
            value={input}
            onChange={(e) => {
              setInput(e.target.value);
              forget();
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
      </HydratedForm>
      {(table.status === 'loading' || table.status === 'failed') && (
        <TableStatus failed={table.status === 'failed'} retry={table.retry} />
      )}
      {result?.ok === false && (
        <p id={errorId} className="error-box" role="alert">
          {result.error}
        </p>
      )}
      {result?.ok && <CodeResult result={result} />}
      {!result && matches && (
        <CodeMatches
          key={`${input.trim().toLowerCase()} ${make}`}
          matches={matches}
          onPick={(code) => {
            setInput(code);
            void check(code, make);
          }}
        />
      )}
    </div>
  );
}
