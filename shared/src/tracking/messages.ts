export const trackingMessages = {
  failedToFetch: 'Failed to fetch appointment details',
  notFound: 'Appointment not found',
  created: 'Appointment booked',
  statusChanged: (label: string) => `Status changed to ${label}`,
  rescheduled: (when: string) => `Rescheduled to ${when}`,
} as const;
