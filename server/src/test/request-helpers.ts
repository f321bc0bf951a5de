/** A valid request-form body. */
export function requestBody(over: Record<string, unknown> = {}) {
  return {
    firstName: 'Ben',
    lastName: 'Ng',
    email: 'ben@example.com',
    phone: '510-555-0111',
    vehicleMake: 'Honda',
    vehicleModel: 'Civic',
    vehicleYear: '2012',
    vin: '',
    licensePlate: '',
    serviceNeeded: ['Oil Change'],
    preferredDate: '2026-03-12',
    preferredTime: 'Morning',
    message: 'Squeaky brakes too',
    ...over,
  };
}
