import { useState } from 'react';
import {
  ADMIN_PAGE_SIZE,
  ADVANCED_FIELDS,
  EMPTY_SEARCH,
  type AdvancedField,
} from '@shop/shared/appointments/search-fields';
import type { SearchState } from '@shop/shared/appointments/appointment-filters';

const INITIAL: SearchState = { ...EMPTY_SEARCH };

export const ADVANCED_LABELS: Record<AdvancedField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  vehicleMake: 'Vehicle make',
  vehicleModel: 'Vehicle model',
  vin: 'VIN',
  licensePlate: 'License plate',
};

/** The search state as the API's query string wants it: set fields only. */
export function toQuery(s: SearchState): Record<string, string> {
  return Object.fromEntries(
    Object.entries(s)
      .filter(([, v]) => v !== undefined && v !== '' && v !== 'all')
      .map(([k, v]) => [k, String(v)]),
  );
}

/**
 * The admin list's search: what is typed (draft), what was searched (applied), the custom date
 * range, the page size, and the removable tags of what is applied.
 */
export function useAppointmentSearch() {
  const [draft, setDraft] = useState<SearchState>(INITIAL);
  const [applied, setApplied] = useState<SearchState>(INITIAL);
  const [advanced, setAdvanced] = useState(false);
  const [range, setRange] = useState({ from: '', to: '' });
  const [limit, setLimit] = useState(ADMIN_PAGE_SIZE);
  const search = (next: SearchState = draft) => {
    setLimit(ADMIN_PAGE_SIZE);
    setApplied({ ...next });
  };
  /** A chip applies at once. */
  const chip = (patch: Partial<SearchState>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    search(next);
  };
  const clearAll = () => {
    setDraft(INITIAL);
    setRange({ from: '', to: '' });
    search(INITIAL);
  };
  const tags: [string, () => void][] = [
    ...(applied.status !== 'all'
      ? [[`Status: ${applied.status}`, () => chip({ status: 'all' })] as [string, () => void]]
      : []),
    ...(applied.date !== 'all'
      ? [[`Date: ${applied.date}`, () => chip({ date: 'all', from: undefined, to: undefined })] as [string, () => void]]
      : []),
    ...(applied.search ? [[`Search: ${applied.search}`, () => chip({ search: '' })] as [string, () => void]] : []),
    ...ADVANCED_FIELDS.filter((f) => applied[f]).map(
      (f) => [`${ADVANCED_LABELS[f]}: ${applied[f]}`, () => chip({ [f]: '' })] as [string, () => void],
    ),
  ];
  const showMore = () => setLimit((l) => l + ADMIN_PAGE_SIZE);
  return {
    draft,
    setDraft,
    applied,
    advanced,
    setAdvanced,
    range,
    setRange,
    limit,
    search,
    chip,
    clearAll,
    tags,
    showMore,
  };
}

export type AppointmentSearch = ReturnType<typeof useAppointmentSearch>;
