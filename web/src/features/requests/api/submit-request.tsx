import { useState } from 'react';
import { requestMessages as m } from '@shop/shared/requests/messages';
import type { AppointmentRequestInput } from '@shop/shared/requests/request.schema';
import { announce } from '@/features/offline/api/announce.tsx';
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
      announce({ state: 'sent', text: m.success }, 'Request');
      setDone('sent');
    } else if (row.status === 'queued' && row.httpStatus === 429) {
      // A burst limit: the outbox keeps the request and retries it, so it is not typed again.
      const texts = requestFailureTexts(429, row.response);
      announce({ state: 'refused', error: texts.toast }, 'Request');
      setFailure(texts.inline);
      setDone('queued');
    } else if (row.status === 'queued') {
      announce({ state: 'queued' }, 'Request');
      setDone('queued');
    } else {
      const texts = requestFailureTexts(row.httpStatus, row.response);
      announce({ state: 'refused', error: texts.toast }, 'Request');
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
