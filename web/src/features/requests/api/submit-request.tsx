import { Inbox } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { appMessages } from '@shop/shared/app/messages';
import { requestMessages as m } from '@shop/shared/requests/messages';
import type { AppointmentRequestInput } from '@shop/shared/requests/request.schema';
import { submitLazily } from '@/features/offline/api/submit-lazily.ts';
import { requestFailureTexts } from './request-failure-texts.ts';

/** The request form as typed; it is sent as is and the server parses it. */
export type RequestFormValues = Required<{
  [K in keyof AppointmentRequestInput]: K extends 'serviceNeeded' ? string[] : string;
}>;

/**
 * Sends an appointment request through the outbox. `done` says whether it was sent or is
 * waiting in the outbox; `failure` holds the inline text of a refusal.
 */
export function useSubmitRequest() {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<'sent' | 'queued' | null>(null);

  async function submit(form: RequestFormValues) {
    setSubmitting(true);
    const row = await submitLazily({
      kind: 'request',
      label: `Appointment request: ${form.serviceNeeded.join(', ')}`,
      method: 'POST',
      path: '/api/appointment-requests',
      payload: form,
    });
    setSubmitting(false);
    if (row.status === 'sent') {
      toast.success(m.success);
      setDone('sent');
    } else if (row.status === 'queued' && row.httpStatus === 429) {
      // A burst limit: the outbox keeps the request and retries it, so it is not typed again.
      const texts = requestFailureTexts(429, row.response);
      toast.error(texts.toast);
      setFailure(texts.inline);
      setDone('queued');
    } else if (row.status === 'queued') {
      toast(`Request ${appMessages.offlineSavedSubmission}`, { icon: <Inbox aria-hidden="true" size={18} /> });
      setDone('queued');
    } else {
      const texts = requestFailureTexts(row.httpStatus, row.response);
      toast.error(texts.toast);
      setFailure(texts.inline);
    }
  }

  const clearFailure = () => setFailure(null);
  const reset = () => {
    setFailure(null);
    setDone(null);
  };
  return { submit, submitting, failure, done, clearFailure, reset };
}
