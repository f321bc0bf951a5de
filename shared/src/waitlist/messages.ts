/** Texts of the waitlist: the wizard's offer to join, the offer page, its mail and the staff list. */
export const waitlistMessages = {
  joinFor: (day: string) => `Join the waitlist for ${day}`,
  joined: (position: number) => `You are number ${position} on the waitlist.`,
  slotsAvailable: 'This day still has a free time: please book it instead.',
  pastDay: 'This day is over. Please pick another day.',
  alreadyWaiting: 'This email is already on the waitlist for that day.',
  notFound: 'This waitlist entry was not found.',
  offerExpired: 'This offer ran out, and the time went to the next person.',
  noOffer: 'There is no time on offer for you right now.',
  alreadyBooked: 'This offer was already taken: see the booking mail for your appointment.',
  notOffered: 'That time is not the one on offer.',
  left: 'You left the waitlist.',
  takeIt: 'Take it',
  offerSubject: (moment: string) => `A time opened: ${moment}`,
  offerLines: (moment: string, minutes: number) => [
    `A time opened on ${moment}, and it is yours if you want it.`,
    `We hold it for you for ${minutes} minutes; after that it goes to the next person waiting.`,
  ],
  staffOfferTaken: 'That time is not free.',
  staffNotWaiting: 'This entry is not waiting for an offer.',
};
