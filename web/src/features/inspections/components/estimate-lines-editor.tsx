import { useState, type FormEvent } from 'react';
import type { Inspection, LineFields } from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { formatCents, toCents } from '@shop/shared/money/format-money';
import { runWrite } from '@/features/offline/api/run-write.ts';
import { addLine, removeLine, sendInspection } from '../api/inspection-writes.ts';
import { newKeyLazily } from '../api/new-key.ts';
import { EstimateTotalsList } from './estimate-totals.tsx';

const KINDS = ['labor', 'part', 'fee'] as const;

/** The estimate's lines; a waiting one may be removed. */
function LinesTable({ inspection }: { inspection: Inspection }) {
  if (inspection.lines.length === 0) return null;
  return (
    <table className="estimate-table">
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Qty</th>
          <th scope="col">Price</th>
          <th scope="col">Answer</th>
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {inspection.lines.map((l) => (
          <tr key={l.id}>
            <td>
              {m.kinds[l.kind]}: {l.description}
            </td>
            <td>{l.quantity}</td>
            <td>{formatCents(l.total_cents)}</td>
            <td>{m.decisions[l.decision]}</td>
            <td>
              {l.decision === 'pending' && (
                <button
                  type="button"
                  className="button ghost"
                  aria-label={`Remove ${l.description}`}
                  onClick={() => void runWrite(removeLine, { inspection, id: l.id, description: l.description })}
                >
                  Remove
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Which checklist item a line is for, if any. */
function ItemSelect(props: { inspection: Inspection; value: string; onChange: (key: string) => void }) {
  return (
    <label className="field">
      <span>For item</span>
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">None</option>
        {props.inspection.items.map((i) => (
          <option key={i.key} value={i.key}>
            {i.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One more line: labor at the shop's rate by the hour, or a part or fee at its price. */
function LineForm({ inspection }: { inspection: Inspection }) {
  const [kind, setKind] = useState<LineFields['kind']>('labor');
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const [itemKey, setItemKey] = useState('');
  const labor = kind === 'labor';
  const unitCents = labor ? inspection.labor_rate_cents : toCents(Number(price));

  async function add(e: FormEvent) {
    e.preventDefault();
    const fields: LineFields = {
      kind,
      description: description.trim(),
      quantity: Number(quantity),
      unit_price_cents: unitCents,
      item_key: itemKey || null,
    };
    const typed = { description, price, quantity };
    await runWrite(addLine, { inspection, id: await newKeyLazily(), fields });
    // Only what this line took is cleared: the next line may already be half typed by now.
    setDescription((now) => (now === typed.description ? '' : now));
    setPrice((now) => (now === typed.price ? '' : now));
    setQuantity((now) => (now === typed.quantity ? '1' : now));
  }

  return (
    <form onSubmit={(e) => void add(e)} className="line-form">
      <label className="field">
        <span>Kind</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as LineFields['kind'])}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {m.kinds[k]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Description</span>
        <input value={description} onChange={(e) => setDescription(e.target.value)} required maxLength={200} />
      </label>
      <label className="field">
        <span>{labor ? 'Hours' : 'Quantity'}</span>
        <input
          type="number"
          min="0.1"
          max="1000"
          step="0.1"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          required
        />
      </label>
      {labor ? (
        <p className="hint">at {formatCents(inspection.labor_rate_cents)} an hour</p>
      ) : (
        <label className="field">
          <span>Unit price ($)</span>
          <input type="number" min="0" step="0.01" value={price} onChange={(e) => setPrice(e.target.value)} required />
        </label>
      )}
      <ItemSelect inspection={inspection} value={itemKey} onChange={setItemKey} />
      <button type="submit" className="button">
        Add line
      </button>
    </form>
  );
}

/** The estimate on the tablet: its lines, a form for one more, the totals and Send to customer. */
export function EstimateLinesEditor({ inspection }: { inspection: Inspection }) {
  return (
    <section aria-labelledby="estimate-title" className="card estimate-editor">
      <h2 id="estimate-title">Estimate</h2>
      <LinesTable inspection={inspection} />
      <EstimateTotalsList inspection={inspection} />
      <LineForm inspection={inspection} />
      <button
        type="button"
        className="button primary"
        disabled={inspection.lines.length === 0}
        onClick={() => void runWrite(sendInspection, { inspection })}
      >
        Send to customer
      </button>
      {inspection.sent_at && <p className="hint">Sent {new Date(inspection.sent_at).toLocaleString()}</p>}
    </section>
  );
}
