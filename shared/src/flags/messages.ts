export const flagMessages = {
  failedToFetch: 'Failed to fetch feature flags',
  errorFetching: 'Error fetching feature flags',
  fetched: 'Feature flags retrieved successfully',
  updated: (name: string, enabled: boolean) => `Feature flag ${name} ${enabled ? 'enabled' : 'disabled'}`,
  unknownFlag: 'Unknown feature flag',
  updateFailed: 'Failed to update feature flag',
} as const;
