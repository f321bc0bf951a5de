/** The links of declined work brought back, built in one place for the server's messages and the pages. */

/** The follow-up page of a car: `/recommendations?vehicle={id}&t={car token}`. */
export const recommendationsPagePath = (vehicleId: number, token: string): string =>
  `/recommendations?vehicle=${vehicleId}&t=${encodeURIComponent(token)}`;

/**
 * Book these: the wizard with the car and the lines chosen:
 * `/schedule?vehicle={id}&t={car token}&recommendations={id,id}`.
 */
export const bookRecommendationsPath = (vehicleId: number, token: string, ids: number[]): string =>
  `/schedule?vehicle=${vehicleId}&t=${encodeURIComponent(token)}${ids.length ? `&recommendations=${ids.join(',')}` : ''}`;
