export const diagnosticsMessages = {
  invalidCode: 'Please enter a valid OBD2 code (e.g., P0100)',
  notFound: 'Code not found in database. Please double-check the code or contact our service department.',
  costIsEstimate: 'Estimated cost range; the actual cost depends on your vehicle and the diagnosis.',
} as const;
