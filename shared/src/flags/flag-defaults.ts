/** Known flags and their defaults (customer spec 3, admin spec 3). */
export const FLAG_DEFAULTS = {
  registration: false,
  diagnostics: true,
  services: false,
  parts: false,
  chat: true,
  showServicesTab: false,
  showSchedulingPage: false,
  showSuccessPage: false,
} as const;
export type FlagName = keyof typeof FLAG_DEFAULTS;
export const FLAG_NAMES = Object.keys(FLAG_DEFAULTS) as FlagName[];

/** The flags staff toggle in Settings, with their labels. */
export const ADMIN_FLAGS = [
  { name: 'showServicesTab', label: 'Services Tab' },
  { name: 'showSchedulingPage', label: 'Scheduling Page' },
  { name: 'showSuccessPage', label: 'Success Page' },
] as const satisfies readonly { name: FlagName; label: string }[];

export type FlagMap = Record<FlagName, boolean>;

/** The flag list as a map with every known flag, defaults filling the gaps. */
export function toFlagMap(list: readonly { name: string; enabled: boolean }[]): FlagMap {
  const map: FlagMap = { ...FLAG_DEFAULTS };
  for (const f of list) if (f.name in map) map[f.name as FlagName] = f.enabled;
  return map;
}
