/** Texts of the staff settings page (admin spec 9). */
export const settingsMessages = {
  settingsSaved: 'Settings saved',
  failedSettings: 'Failed to save settings',
} as const;
