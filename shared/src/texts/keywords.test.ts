import { describe, expect, it } from 'vitest';
import { answerGoesAfterStop, smsKeyword } from './keywords.ts';

describe('smsKeyword', () => {
  it('when an opt-out word is sent alone in any case, then it is stop', () => {
    for (const body of ['STOP', 'stop', ' Stop ', 'STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit', 'stop.', 'STOP!'])
      expect(smsKeyword(body)).toBe('stop');
  });

  it('when START, UNSTOP or YES is sent alone, then it is start', () => {
    for (const body of ['START', 'unstop', 'Yes']) expect(smsKeyword(body)).toBe('start');
  });

  it('when HELP, C or R is sent alone, then it is help, confirm or reschedule', () => {
    expect(smsKeyword('help')).toBe('help');
    expect(smsKeyword(' c ')).toBe('confirm');
    expect(smsKeyword('R')).toBe('reschedule');
  });

  it('when the word is inside a sentence or is another word, then it is no keyword', () => {
    for (const body of [
      'please stop by at 5',
      'stop it',
      'yes please',
      'Can I come at 4?',
      'cancel my appointment',
      'CR',
      '',
      'toString',
      'constructor',
    ])
      expect(smsKeyword(body)).toBeNull();
  });
});

describe('answerGoesAfterStop', () => {
  it('when the keyword is STOP or HELP, then its answer goes to an opted-out number; the others do not', () => {
    const all = ['stop', 'start', 'help', 'confirm', 'reschedule'] as const;
    expect(all.filter(answerGoesAfterStop)).toEqual(['stop', 'help']);
  });
});
