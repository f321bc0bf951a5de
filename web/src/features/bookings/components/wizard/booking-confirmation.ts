import type { CreateBookingResponse } from '@shop/shared/bookings/booking.schema';
import type { PriceQuote } from '@shop/shared/bookings/pricing';
import { endOf } from '@shop/shared/bookings/slot-rules';
import type { Confirmation } from '../../api/confirmation.ts';
import type { WizardState } from './wizard-state.ts';

/** The confirmation of a booking not answered yet: the wizard's own prices, no order id. */
export function unconfirmedBooking(state: WizardState, quote: PriceQuote): Confirmation {
  return {
    order_id: null,
    appointmentId: null,
    appointments: [{ date: state.date, start_time: state.time, end_time: endOf(state.time) }],
    services: quote.lines,
    totalPrice: quote.total,
    discount: quote.discount,
    isGhostSlot: state.isDropOff === true,
    paymentOption: state.paymentOption ?? 'inPerson',
    email: state.form.email.trim(),
    trackingToken: null,
    outboxId: null,
  };
}

/** The confirmation once the server answered: its order id, token and prices win. */
export function confirmedBooking(base: Confirmation, res: CreateBookingResponse): Confirmation {
  return {
    ...base,
    order_id: res.order_id,
    appointmentId: res.appointment.id,
    services: res.appointment.services,
    totalPrice: res.appointment.total_price,
    discount: res.appointment.discount,
    isGhostSlot: res.appointment.is_ghost_slot,
    trackingToken: res.tracking_token,
    awaitsShop: res.appointment.status === 'pending',
  };
}
