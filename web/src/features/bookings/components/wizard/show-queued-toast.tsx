import { Inbox } from 'lucide-react';
import toast from 'react-hot-toast';
import { appMessages } from '@shop/shared/app/messages';

/** Tells the customer the booking waits in the outbox until the network is back. */
export function showQueuedToast(): void {
  toast(`Booking ${appMessages.offlineSavedSubmission}`, { icon: <Inbox aria-hidden="true" size={18} /> });
}
