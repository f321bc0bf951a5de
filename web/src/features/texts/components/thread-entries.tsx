import { inboxMessages as m } from '@shop/shared/texts/messages';
import type { TextMessage, ThreadNote } from '@shop/shared/texts/texts.schema';
import { formatInstant } from '@/lib/format-instant.ts';

type Entry = { kind: 'text'; at: string; text: TextMessage } | { kind: 'note'; at: string; note: ThreadNote };

/** Texts and internal notes as one story, oldest first (a conversation reads down). */
export function threadEntries(messages: TextMessage[], notes: ThreadNote[]): Entry[] {
  return [
    ...messages.map((text) => ({ kind: 'text' as const, at: text.at, text })),
    ...notes.map((note) => ({ kind: 'note' as const, at: note.at, note })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

function Text({ text, zone }: { text: TextMessage; zone: string }) {
  const who = text.direction === 'in' ? m.incoming : m.outgoing(text.author);
  return (
    <li className={`text-entry text-${text.direction}`}>
      <div className="text-meta">
        <strong>{who}</strong> <time dateTime={text.at}>{formatInstant(text.at, zone, 'short')}</time>
        {text.direction === 'out' && (
          <span className={`text-status status-${text.status}`}> · {m.status[text.status] ?? text.status}</span>
        )}
      </div>
      {text.body && <p className="text-body">{text.body}</p>}
      {text.media.length > 0 && (
        <ul className="text-photos" aria-label={m.photosLabel}>
          {text.media.map((media, i) => (
            <li key={media.url}>
              <a href={media.url} target="_blank" rel="noreferrer">
                <img src={media.url} alt={m.photoAlt(i + 1)} loading="lazy" width={120} height={90} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Note({ note, zone }: { note: ThreadNote; zone: string }) {
  return (
    <li className="text-entry text-note">
      <div className="text-meta">
        <span className="badge">{m.noteBadge}</span> <strong>{note.author}</strong>{' '}
        <time dateTime={note.at}>{formatInstant(note.at, zone, 'short')}</time>
      </div>
      <p className="text-body">{note.body}</p>
    </li>
  );
}

/** The conversation: the customer's texts, the shop's replies with their status, and staff notes set apart. */
export function ThreadEntries({
  messages,
  notes,
  zone,
}: {
  messages: TextMessage[];
  notes: ThreadNote[];
  zone: string;
}) {
  return (
    <ol className="text-entries" aria-label={m.conversation}>
      {threadEntries(messages, notes).map((e) =>
        e.kind === 'text' ? (
          <Text key={`t${e.text.id}`} text={e.text} zone={zone} />
        ) : (
          <Note key={`n${e.note.id}`} note={e.note} zone={zone} />
        ),
      )}
    </ol>
  );
}
