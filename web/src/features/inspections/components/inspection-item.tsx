import { useEffect, useState } from 'react';
import type { Condition, Inspection, InspectionItem } from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { runWrite } from '@/features/offline/api/run-write.ts';
import { useOutboxBlobUrl } from '@/features/offline/api/use-outbox-blob-url.ts';
import { newKeyLazily } from '../api/new-key.ts';
import { addPhoto, setItem } from '../api/inspection-writes.ts';
import { scalePhoto } from '../api/scale-photo.ts';

const CONDITIONS: Condition[] = ['good', 'soon', 'urgent'];

/** Quota errors come as such, or as Dexie's AbortError wrapping one. */
const isQuotaError = (err: unknown) => {
  const e = err as { name?: string; inner?: { name?: string } };
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
};

type Photo = InspectionItem['photos'][number];

/** One thumbnail: the server's, or until it has the photo the bytes the outbox keeps. */
function PhotoThumb({ photo, alt }: { photo: Photo; alt: string }) {
  const src = useOutboxBlobUrl(photo.thumb_url);
  const height = Math.round((96 * photo.height) / photo.width);
  return <img src={src} alt={alt} width={96} height={height} loading="lazy" />;
}

/** An item's photos, from the local copy until the server has them. */
function PhotoStrip({ item }: { item: InspectionItem }) {
  if (item.photos.length === 0) return null;
  return (
    <ul className="photo-strip" aria-label={`Photos of ${item.label}`}>
      {item.photos.map((p) => (
        <li key={p.id}>
          <PhotoThumb photo={p} alt={`${item.label} photo`} />
        </li>
      ))}
    </ul>
  );
}

/** One checklist item on the tablet: Good / Soon / Urgent, a note, and photos from the camera. */
export function InspectionItemCard({ inspection, item }: { inspection: Inspection; item: InspectionItem }) {
  const [note, setNote] = useState(item.note);
  // Shown at once on a tap; the cached inspection follows when the write is in the outbox.
  const [condition, setCondition] = useState(item.condition);
  useEffect(() => setCondition(item.condition), [item.condition]);
  const [problem, setProblem] = useState<string | null>(null);
  const base = { inspection, key: item.key, label: item.label };
  const save = (condition: Condition | null, text: string) => {
    // The server keeps a note with a condition: until one is chosen the note waits in the field.
    if (condition) void runWrite(setItem, { ...base, condition, note: text });
  };

  async function onPhoto(files: FileList | null) {
    setProblem(null);
    for (const file of Array.from(files ?? [])) {
      try {
        const scaled = await scalePhoto(file);
        await runWrite(addPhoto, { ...base, photoId: await newKeyLazily(), ...scaled });
      } catch (err) {
        setProblem(
          isQuotaError(err)
            ? 'This device is out of storage, so that photo was not kept. Everything kept before is safe: send it, then try again.'
            : 'That photo could not be read. Take it again as a JPEG.',
        );
      }
    }
  }

  return (
    <fieldset className={`inspection-item condition-${item.condition ?? 'none'}`}>
      <legend>{item.label}</legend>
      <div role="radiogroup" aria-label={item.label} className="condition-choices">
        {CONDITIONS.map((c) => (
          <label key={c} className={`condition condition-${c}`}>
            <input
              type="radio"
              name={`condition-${item.key}`}
              value={c}
              checked={condition === c}
              onChange={() => {
                setCondition(c);
                save(c, note);
              }}
            />
            {m.conditions[c]}
          </label>
        ))}
      </div>
      <label className="field">
        <span>Note for {item.label}</span>
        <textarea
          value={note}
          rows={2}
          maxLength={2000}
          onChange={(e) => setNote(e.target.value)}
          onBlur={() => note !== item.note && save(condition, note)}
        />
      </label>
      <label className="button ghost photo-button">
        Add photo for {item.label}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="visually-hidden"
          onChange={(e) => {
            void onPhoto(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      {problem && <p role="alert">{problem}</p>}
      <PhotoStrip item={item} />
    </fieldset>
  );
}
