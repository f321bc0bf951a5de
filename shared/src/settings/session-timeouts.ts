/** Admin session timeout choices in minutes (admin spec 9). */
export const SESSION_TIMEOUT_OPTIONS = [15, 30, 60, 120] as const;
