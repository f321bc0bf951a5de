/** Texts of the export in Settings. */
export const exportMessages = {
  heading: 'Take your data with you',
  json: 'Export everything (JSON)',
  csv: 'Export as spreadsheets (zip)',
  contains:
    'Every customer, vehicle, odometer reading, appointment with its services, request, waitlist entry, inspection with its items, estimate lines and photo links: one JSON file, or one CSV file per table in a zip.',
} as const;
