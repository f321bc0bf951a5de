/** Every text the customer search and picker of the staff forms show. */
export const customerMessages = {
  searchLabel: 'Find a customer',
  searchHint: 'Name, email, phone, plate or VIN',
  noMatch: 'No customer matches.',
  herCars: 'Her cars',
};
