import { useEffect, useRef, useState } from 'react';
import { diagnosticsMessages as m } from '@shop/shared/diagnostics/messages';
import type { Match } from '@shop/shared/diagnostics/obd2';

/** How many matches show at first, and how many more each "Show N more" adds. */
export const PAGE_SIZE = 10;

/**
 * Search results in pages, best first; the count is announced as the visitor types. Mount it
 * with a key per query so a new query starts again at the first page.
 */
export function CodeMatches({ matches, onPick }: { matches: Match[]; onPick: (code: string) => void }) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const list = useRef<HTMLUListElement>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const more = Math.min(PAGE_SIZE, matches.length - shown);
  // Keyboard users land on the first match just added, not back at the top of the page.
  useEffect(() => {
    if (focusAt !== null) list.current?.querySelectorAll('button')[focusAt]?.focus();
  }, [focusAt]);
  return (
    <section aria-label="Matching codes" className="matches">
      <p className="hint" role="status">
        {m.matchCount(matches.length)}
      </p>
      {matches.length > 0 && (
        <ul className="plain match-list" ref={list}>
          {matches.slice(0, shown).map((c) => (
            <li key={`${c.code} ${c.make ?? ''}`}>
              <button type="button" className="match" onClick={() => onPick(c.code)}>
                <strong>{c.code}</strong> <span>{c.title}</span>
                {c.make && <span className="match-make"> ({c.make})</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <button
          type="button"
          className="button ghost show-more"
          onClick={() => {
            setFocusAt(shown);
            setShown(shown + PAGE_SIZE);
          }}
        >
          {m.showMore(more)}
        </button>
      )}
    </section>
  );
}
