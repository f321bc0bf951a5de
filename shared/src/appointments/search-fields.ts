export const STATUS_FILTERS = ['all', 'scheduled', 'completed', 'cancelled', 'admin_blocked'] as const;
export const DATE_FILTERS = ['all', 'today', 'week', 'month', 'custom'] as const;
export const SEARCH_TYPES = ['all', 'name', 'email', 'phone', 'vehicle'] as const;
export const ADVANCED_FIELDS = [
  'name',
  'email',
  'phone',
  'vehicleMake',
  'vehicleModel',
  'vin',
  'licensePlate',
] as const;
export type AdvancedField = (typeof ADVANCED_FIELDS)[number];

/** The search state with nothing filtered (what the schema's defaults give). */
export const EMPTY_SEARCH = { status: 'all', date: 'all', search: '', searchType: 'all' } as const;

/** Appointments per page of the admin list; "Show more" asks for the next page. */
export const ADMIN_PAGE_SIZE = 50;
