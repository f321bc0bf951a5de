import type { TextMessage } from '@shop/shared/texts/texts.schema';

/**
 * What the composer saw of the thread when staff began a reply: the newest inbound text's id, or
 * 0 when there was none. Ids grow with arrival, so a larger id is a later text.
 */
export function lastInboundId(messages: TextMessage[]): number {
  return messages.reduce((max, m) => (m.direction === 'in' && m.id > max ? m.id : max), 0);
}

/** The customer's texts that arrived after the composer saw `seen`: the reply may no longer fit. */
export function newerInbound(messages: TextMessage[], seen: number): TextMessage[] {
  return messages.filter((m) => m.direction === 'in' && m.id > seen);
}
