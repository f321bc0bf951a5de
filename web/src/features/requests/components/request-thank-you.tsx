import { appMessages } from '@shop/shared/app/messages';
import { requestMessages as m } from '@shop/shared/requests/messages';

type Props = { done: 'sent' | 'queued'; failure: string | null; onAnother: () => void };

/** After submitting: received, or waiting in the outbox (with the limit's text if one was hit). */
export function RequestThankYou({ done, failure, onAnother }: Props) {
  return (
    <div className="card thank-you" role="status">
      <h2>Thank you!</h2>
      {failure && <p className="error-box">{failure}</p>}
      <p>
        {done === 'sent'
          ? 'We received your request and will call or email you to confirm a time.'
          : `Your request is ${appMessages.pendingWillBeSent}. You can see it in the outbox.`}
      </p>
      <button type="button" className="button" onClick={onAnother}>
        {m.submitAnother}
      </button>
    </div>
  );
}
