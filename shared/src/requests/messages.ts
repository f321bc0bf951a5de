/** Texts of the appointment request form (customer spec 5, 8). */
export const requestMessages = {
  success: 'Your appointment request has been submitted successfully!',
  rateLimitedToast: 'Daily request limit exceeded. Please try again tomorrow.',
  rateLimitedInline:
    'Daily request limit exceeded. You can only submit 2 appointment requests per day. Please call us directly if you need immediate assistance.',
  tooManyToast: 'Too many requests. Please try again in a few minutes.',
  tooManyInline: 'Too many requests. Please try again in a few minutes or call us directly.',
  genericError: 'There was an error submitting your request. Please try again or call us directly.',
  submitAnother: 'Submit Another Request',
  serviceRequired: 'Please choose at least one service',
  received: 'Request received',
} as const;

/** Texts of the staff's list of requests (admin spec 5). */
export const staffRequestMessages = {
  noRequests: 'No appointment requests found',
  rejectTitle: 'Reject Appointment Request',
  rejectConfirm: 'Are you sure you want to reject this appointment request? This action cannot be undone.',
  requestRejected: 'Request rejected successfully',
  failedReject: 'Failed to reject request',
  failedFetchRequests: 'Failed to fetch appointment requests',
  failedApprove: 'Failed to approve request',
} as const;

export const REQUEST_SERVICE_OPTIONS = [
  'Oil Change',
  'Brake Service',
  'Tire Rotation',
  'Engine Diagnostics',
  'Transmission Service',
  'Battery Replacement',
  'AC Service',
  'Other',
] as const;

export const PREFERRED_TIMES = [
  { value: 'Morning', label: 'Morning (8:00 AM - 12:00 PM)' },
  { value: 'Afternoon', label: 'Afternoon (12:00 PM - 6:00 PM)' },
] as const;
