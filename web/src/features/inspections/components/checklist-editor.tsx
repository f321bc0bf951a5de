import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { keyForLabel, type ChecklistEntry } from '@shop/shared/inspections/checklist';
import { runWrite } from '@/features/offline/api/run-write.ts';
import { checklistQuery } from '../api/inspection-queries.ts';
import { saveChecklist } from '../api/save-checklist.ts';

/** Settings > Inspection checklist: add, rename, reorder and remove what new inspections check. */
export function ChecklistEditor() {
  const saved = useQuery(checklistQuery);
  const [list, setList] = useState<ChecklistEntry[]>([]);
  const [label, setLabel] = useState('');
  useEffect(() => setList(saved.data ?? []), [saved.data]);
  if (!saved.data) return <p className="hint">Loading the checklist…</p>;

  const move = (i: number, by: number) => {
    const next = [...list];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setList(next);
  };
  return (
    <>
      <ol className="checklist-editor">
        {list.map((e, i) => (
          <li key={e.key}>
            <label className="field">
              <span className="visually-hidden">Name of item {i + 1}</span>
              <input
                value={e.label}
                maxLength={60}
                onChange={(ev) => setList(list.map((x) => (x.key === e.key ? { ...x, label: ev.target.value } : x)))}
              />
            </label>
            <button
              type="button"
              className="button ghost"
              disabled={i === 0}
              onClick={() => move(i, -1)}
              aria-label={`Move ${e.label} up`}
            >
              Up
            </button>
            <button
              type="button"
              className="button ghost"
              disabled={i === list.length - 1}
              onClick={() => move(i, 1)}
              aria-label={`Move ${e.label} down`}
            >
              Down
            </button>
            <button
              type="button"
              className="button ghost"
              disabled={list.length === 1}
              onClick={() => setList(list.filter((x) => x.key !== e.key))}
              aria-label={`Remove ${e.label}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <form
        className="button-row"
        onSubmit={(ev) => {
          ev.preventDefault();
          const key = keyForLabel(
            label,
            list.map((x) => x.key),
          );
          setList([...list, { key, label: label.trim() }]);
          setLabel('');
        }}
      >
        <label className="field">
          <span>New item</span>
          <input value={label} onChange={(ev) => setLabel(ev.target.value)} required maxLength={60} />
        </label>
        <button type="submit" className="button">
          Add item
        </button>
      </form>
      <button type="button" className="button primary" onClick={() => void runWrite(saveChecklist, list)}>
        Save checklist
      </button>
    </>
  );
}
