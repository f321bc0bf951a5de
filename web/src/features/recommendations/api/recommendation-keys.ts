/**
 * The customer's page apart; staff's list under the admin root, so any staff write refreshes it.
 * A module of its own: the wizard forgets the customer's page after Book these without loading its queries.
 */
export const recommendationKeys = {
  customer: ['recommendations'] as const,
  staff: ['admin', 'recommendations'] as const,
};
