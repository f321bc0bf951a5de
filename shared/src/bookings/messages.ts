/** Texts of the scheduling wizard and booking confirmation (customer spec 2, 5, 8, 9). */
export const bookingMessages = {
  beyondHorizon: (days: number) => `Bookings open up to ${days} days ahead. Please pick an earlier date.`,
  monthNotOffered: (days: number) =>
    `Free times are shown from this month up to ${days} days ahead. Please pick a month in between.`,
  tooManyBookings: (perDay: number, phone: string) =>
    `You have made ${perDay} bookings today, the most we take online. To book more, please call the shop at ${phone}.`,
  noServicesTitle: 'No Services Selected',
  noServicesText: 'Please select services before scheduling an appointment.',
  backToServices: 'Back to Services',
  diagnosticsMorningNote: 'Diagnostic services are only available in the morning (9 AM - 12 PM).',
  yearNotNumber: 'Year must be a valid number',
  yearOutOfRange: (nextYear: number) => `Year must be between 1900 and ${nextYear}`,
  cannotBeEmpty: (field: 'Make' | 'Model') => `${field} cannot be empty`,
  licenseRequired: 'License plate is required',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  nameEmpty: 'Name cannot be empty',
  fixErrors: 'Please fix the validation errors before continuing',
  required: (field: string) => `${field} is required`,
  vehicleRequired: (field: 'make' | 'model' | 'year') => `Vehicle ${field} is required`,
  noTimesForDate: 'No available times for this date',
  skippedAhead: (from: string, to: string) => `No free days are left in ${from}, so the calendar opens on ${to}.`,
  errorSelectingDate: 'Error selecting date. Please try again.',
  failedToLoadSlots: 'Failed to load available time slots. Please try again.',
  failedToCreate: 'Failed to create appointment. Please try again.',
  scheduling: 'Scheduling...',
  shareUnsupported: 'Share feature not supported by your browser. You can copy the URL manually.',
  noLicensePlate: 'No License Plate',
  licensePlateStatusTitle: 'License Plate Status',
  haveLicensePlate: 'I have a license plate',
  noLicensePlateYet: 'I do not have a license plate yet',
  slotUnavailable: 'That time is no longer available. Please pick another time.',
  slotNotOffered: 'That time is not available for booking.',
  unknownService: 'One or more selected services do not exist.',
  discounted: 'Discounted',
  paymentLinkFollows: 'A secure payment link will be sent to your email.',
} as const;

/** The license value that marks a vehicle without a plate. */
export const NO_PLATE = 'NO_PLATE';

/** The wizard's step titles and buttons (customer spec 2). */
export const wizardTexts = {
  title: 'Schedule Your Service',
  steps: {
    1: 'Drop-off or Same-day',
    2: 'Vehicle and Contact Information',
    3: 'Select Appointment Date & Time',
    4: 'Payment',
    5: 'Review Your Appointment',
  },
  continueToSchedule: 'Continue to Schedule',
  continueToPayment: 'Continue to Payment',
  confirm: 'Confirm & Proceed to Payment',
  back: 'Back',
  payOnline: 'Pay Online Now',
  payInPerson: 'Pay In Person',
  dropOff: 'Drop-off',
  walkIn: 'Walk-in',
  pickAnotherTime: 'Pick another time',
} as const;

/** The map's directions texts (customer spec 2, Contact). */
export const directionsTexts = {
  markerPopup: 'Click marker to get directions',
  dialogTitle: 'Open Directions',
  question: (provider: 'Google' | 'Apple') => `Would you like to open directions in ${provider} Maps?`,
  openMaps: 'Open Maps',
  cancel: 'Cancel',
  openIn: (provider: 'Google' | 'Apple') => `Open in ${provider} Maps`,
} as const;
