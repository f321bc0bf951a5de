/** Texts of the app shell shared by every area. */
export const appMessages = {
  unexpectedError: 'Unexpected Application Error!',
  loading: 'Loading...',
  offlineSavedSubmission: 'saved - it will be sent when you are back online',
  offlineShowingDataFrom: (time: string) => `Offline - showing data from ${time}`,
  newVersionAvailable: 'New version available',
  reload: 'Reload',
  pendingWillBeSent: 'pending - will be sent when online',
  /** Saving to the outbox hung (the browser's storage is stuck) and the network is not answering either. */
  notKeptOnDevice:
    'This device could not keep it for later, and the network is not answering: nothing was sent. What you typed is still here. Please try again in a moment.',
  /** An outbox row edited or discarded after it was sent, edited or dropped elsewhere (another tab, a drain). */
  outboxChangedMeanwhile: 'It was sent or changed meanwhile, here or in another tab: nothing more was sent.',
  outboxNothingToDiscard: 'Nothing to discard: it was sent or discarded meanwhile.',
  outboxBeingSent: 'It is being sent right now. Try again in a moment if it fails.',
  notFoundApi: 'Not found',
  internalError: 'Something went wrong. Please try again.',
  invalidRequest: 'The request is not valid.',
  writeConflict: 'Someone else saved the same thing at the same moment. Please reload and try again.',
  tooManyRequests: 'Too many requests. Please try again in a few minutes.',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request.',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed.',
  payloadTooLarge: 'The request body is too large.',
  malformedJson: 'The request body is not valid JSON.',
  databaseUnavailable: 'The shop system is briefly unavailable. Nothing was saved; please try again in a moment.',
  databaseBusy: 'The shop system is busy. Nothing was saved; please try again in a moment.',
} as const;

/** Toast lifetimes and limits (spec: customer 9, admin 9). */
export const toastConfig = {
  blankMs: 4000,
  errorMs: 4000,
  customMs: 4000,
  successMs: 2000,
  /** Loading toasts stay until dismissed. */
  loadingMs: Infinity,
  limit: 20,
} as const;

/** Copy buttons show their confirmation this long. */
export const COPY_CONFIRMATION_MS = 2000;
export const MAP_DEFAULT_ZOOM = 16;
