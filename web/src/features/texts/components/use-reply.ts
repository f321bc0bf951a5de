import { useState } from 'react';
import type { TextMessage } from '@shop/shared/texts/texts.schema';
import { runWrite } from '@/features/offline/api/run-write.ts';
import { lastInboundId, newerInbound } from '../api/newer-inbound.ts';
import { sendText } from '../api/thread-writes.ts';

interface ReplyOptions {
  thread: number;
  messages: TextMessage[];
  author: string;
  refresh: () => Promise<TextMessage[]>;
}

/**
 * A reply's draft and its sending. Before it goes, the conversation is asked for afresh: when the
 * customer wrote since the reply was begun, it is held once so staff read her first.
 */
export function useReply({ thread, messages, author, refresh }: ReplyOptions) {
  const [body, setBody] = useState('');
  // The newest inbound text the reply was written against; set when staff start typing.
  const [seen, setSeen] = useState<number | null>(null);
  const [newer, setNewer] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const edit = (text: string) => {
    if (seen === null) setSeen(lastInboundId(messages));
    setBody(text);
    setProblem(null);
  };

  const send = async () => {
    if (sending) return;
    // zod loads with the first reply, not with the page.
    const { textBodySchema } = await import('@shop/shared/texts/texts.schema');
    const parsed = textBodySchema.safeParse({ body });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setSending(true);
    try {
      // Offline the cached conversation is all there is to check against.
      const now = await refresh().catch(() => messages);
      const unread = newerInbound(now, seen ?? lastInboundId(messages));
      if (unread.length > 0) {
        setNewer(unread.length);
        setSeen(lastInboundId(now));
        return;
      }
      const outcome = await runWrite(sendText, { thread, body: parsed.data.body, author });
      if (!outcome.ok) {
        // Refused (the number may just have said STOP): the thread is read again to show why.
        void refresh().catch(() => undefined);
        return;
      }
      setBody('');
      setSeen(null);
      setNewer(0);
    } finally {
      setSending(false);
    }
  };

  return { body, edit, send, newer, problem, sending };
}
