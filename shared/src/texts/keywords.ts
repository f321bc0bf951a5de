/**
 * The words a customer may text alone to act without staff (carriers require the first three):
 * stop texts, start them again, ask for help; and the shop's own two, confirm and reschedule.
 */
export type SmsKeyword = 'stop' | 'start' | 'help' | 'confirm' | 'reschedule';

const WORDS: Record<string, SmsKeyword> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  START: 'start',
  UNSTOP: 'start',
  YES: 'start',
  HELP: 'help',
  C: 'confirm',
  R: 'reschedule',
};

/**
 * The keyword a text is, or null. Only a word sent alone counts (any case, spaces and a final
 * full stop or exclamation mark aside): "please stop by at 5" is a message for staff, not an opt-out.
 */
export function smsKeyword(body: string): SmsKeyword | null {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .trim()
    .toUpperCase();
  return Object.hasOwn(WORDS, word) ? WORDS[word]! : null;
}

/**
 * Whether carriers require the keyword's answer whatever the number's consent: STOP's one
 * confirmation and HELP's answer go to a number that opted out; the others' answers do not.
 */
export const answerGoesAfterStop = (k: SmsKeyword): boolean => k === 'stop' || k === 'help';
