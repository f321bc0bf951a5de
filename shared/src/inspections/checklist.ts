/** One entry of the shop's inspection checklist: a stable key (paths and lines use it) and its label. */
export interface ChecklistEntry {
  key: string;
  label: string;
}

/** The checklist a shop starts with, until Settings > Inspection checklist changes it. */
export const DEFAULT_CHECKLIST: ChecklistEntry[] = [
  { key: 'tires', label: 'Tires' },
  { key: 'brakes', label: 'Brakes' },
  { key: 'fluids', label: 'Fluids' },
  { key: 'lights', label: 'Lights' },
  { key: 'battery', label: 'Battery' },
  { key: 'wipers', label: 'Wipers' },
  { key: 'belts-hoses', label: 'Belts and hoses' },
  { key: 'suspension', label: 'Suspension' },
  { key: 'exhaust', label: 'Exhaust' },
  { key: 'under-hood', label: 'Under the hood' },
];

/** A key for a new entry made from its label ("Cabin filter" -> "cabin-filter"), unique among `taken`. */
export function keyForLabel(label: string, taken: string[]): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32) || 'item';
  let key = base;
  for (let n = 2; taken.includes(key); n++) key = `${base}-${n}`;
  return key;
}
