import { X } from 'lucide-react';
import { ADVANCED_FIELDS, SEARCH_TYPES, STATUS_FILTERS } from '@shop/shared/appointments/search-fields';
import type { SearchState } from '@shop/shared/appointments/appointment-filters';
import { statusFilterLabel } from '@shop/shared/appointments/appointment-status';
import { isIsoDate } from '@shop/shared/time/shop-time';
import { ADVANCED_LABELS, type AppointmentSearch } from './use-appointment-search.ts';

const DATE_CHIPS = [
  ['today', 'Today'],
  ['week', 'This Week'],
  ['month', 'This Month'],
  ['custom', 'Custom Range'],
] as const;
const STATUS_CHIPS = STATUS_FILTERS.filter((s) => s !== 'all').map((s) => [s, statusFilterLabel(s)] as const);

function SearchForm({ s }: { s: AppointmentSearch }) {
  const { draft, setDraft, advanced, setAdvanced, search } = s;
  return (
    <form
      className="search-bar"
      onSubmit={(e) => {
        e.preventDefault();
        search();
      }}
    >
      {!advanced ? (
        <div className="input-row">
          <label className="visually-hidden" htmlFor="search-type">
            Search by
          </label>
          <select
            id="search-type"
            value={draft.searchType}
            onChange={(e) => setDraft({ ...draft, searchType: e.target.value as SearchState['searchType'] })}
            className="narrow-select"
          >
            {SEARCH_TYPES.map((t) => (
              <option key={t} value={t}>
                {t === 'all' ? 'All fields' : t[0].toUpperCase() + t.slice(1)}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor="search-box">
            Search
          </label>
          <input
            id="search-box"
            type="search"
            placeholder="Search by name, email, phone, vehicle"
            value={draft.search ?? ''}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      ) : (
        <div className="grid-3">
          {ADVANCED_FIELDS.map((f) => (
            <div className="field" key={f}>
              <label htmlFor={`adv-${f}`}>{ADVANCED_LABELS[f]}</label>
              <input
                id={`adv-${f}`}
                value={draft[f] ?? ''}
                onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
              />
            </div>
          ))}
          <button type="submit" className="button">
            Search
          </button>
        </div>
      )}
      <button type="button" className="button small ghost" onClick={() => setAdvanced((v) => !v)}>
        {advanced ? 'Simple Search' : 'Advanced Search'}
      </button>
    </form>
  );
}

/** The date chips, and the custom range they open. */
function DateChips({ s }: { s: AppointmentSearch }) {
  const { draft, setDraft, applied, range, setRange, chip } = s;
  return (
    <>
      <div className="chips" role="group" aria-label="Date filter">
        {DATE_CHIPS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={`chip${applied.date === value ? ' active' : ''}`}
            aria-pressed={applied.date === value}
            onClick={() =>
              value === 'custom'
                ? setDraft({ ...draft, date: draft.date === 'custom' ? 'all' : 'custom' })
                : chip({ date: applied.date === value ? 'all' : value })
            }
          >
            {label}
          </button>
        ))}
      </div>
      {draft.date === 'custom' && (
        <div className="input-row custom-range">
          <label>
            Start date{' '}
            <input
              type="date"
              name="from"
              value={range.from}
              onChange={(e) => setRange({ ...range, from: e.target.value })}
            />
          </label>
          <label>
            End date{' '}
            <input
              type="date"
              name="to"
              value={range.to}
              onChange={(e) => setRange({ ...range, to: e.target.value })}
            />
          </label>
          <button
            type="button"
            className="button small"
            disabled={!isIsoDate(range.from) && !isIsoDate(range.to)}
            onClick={() => chip({ date: 'custom', from: range.from || undefined, to: range.to || undefined })}
          >
            Apply Custom Range
          </button>
        </div>
      )}
    </>
  );
}

function StatusChips({ s }: { s: AppointmentSearch }) {
  const { applied, chip } = s;
  return (
    <div className="chips" role="group" aria-label="Status filter">
      {STATUS_CHIPS.map(([value, label]) => (
        <button
          key={value}
          type="button"
          className={`chip${applied.status === value ? ' active' : ''}`}
          aria-pressed={applied.status === value}
          onClick={() => chip({ status: applied.status === value ? 'all' : value })}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** A removable tag per applied filter, and Clear All. */
function FilterTags({ s }: { s: AppointmentSearch }) {
  const { tags, clearAll } = s;
  if (tags.length === 0) return null;
  return (
    <div className="chips" aria-label="Active filters">
      {tags.map(([text, clear]) => (
        <span key={text} className="tag">
          {text}
          <button type="button" aria-label={`Remove filter ${text}`} onClick={clear}>
            <X aria-hidden="true" size={16} />
          </button>
        </span>
      ))}
      <button type="button" className="button small ghost" onClick={clearAll}>
        Clear All
      </button>
    </div>
  );
}

/** Simple and advanced search, date and status chips, and the tags of what is applied (admin spec 4). */
export function AppointmentSearchBar({ s }: { s: AppointmentSearch }) {
  return (
    <>
      <SearchForm s={s} />
      <DateChips s={s} />
      <StatusChips s={s} />
      <FilterTags s={s} />
    </>
  );
}
