/** Texts of Web Push, on the server's answers and the pages that turn it on or off. */
export const pushMessages = {
  endpointRefused: 'This push service address is not allowed.',
  notifyMe: 'Notify me on this device',
  notifyOff: 'Stop notifications on this device',
  staffAlerts: 'Alerts on this tablet',
} as const;
