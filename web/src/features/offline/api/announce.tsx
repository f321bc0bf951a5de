import { Inbox } from 'lucide-react';
import { toast } from '@/lib/toast.ts';
import { appMessages } from '@shop/shared/app/messages';

/** How a write ended, as far as the user needs to hear it. */
export type Announced =
  { state: 'sent'; text: string | null } | { state: 'queued' } | { state: 'refused'; error: string };

/**
 * Raises the one toast of a write: its success text, "<noun> saved - it will be sent when you
 * are back online", or the reason it was refused. Every write of the web app tells its outcome
 * here, so the texts and their look are the same everywhere. Repeated saves of one noun share a
 * toast instead of stacking.
 */
export function announce(outcome: Announced, noun: string): void {
  if (outcome.state === 'sent') {
    if (outcome.text) toast.success(outcome.text);
  } else if (outcome.state === 'queued') {
    toast(`${noun} ${appMessages.offlineSavedSubmission}`, {
      id: `queued:${noun}`,
      icon: <Inbox aria-hidden="true" size={18} />,
    });
  } else {
    toast.error(outcome.error);
  }
}
