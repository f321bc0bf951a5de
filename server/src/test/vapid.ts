/**
 * A VAPID key pair for tests on a shared (PostgreSQL) database, where the keys must come from the
 * environment. For tests only: it is public here.
 */
export const TEST_VAPID_ENV = {
  VAPID_PUBLIC_KEY: 'BHpP7oPiOJDkj_daEm_Zc1sTQyAMxPJJVwp8bta_c32gO1VJo42H9ZbHf8fcNsoROeVLO6DakEm4yO8j8xAQwvU',
  VAPID_PRIVATE_KEY: 'OMaLPNyeA4yf_O8ZRQqWI68Sy7R3yFvb5SvKjpPbD_U',
};
