import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments.ts';

describe('smsSegments', () => {
  it('when the text is empty, then it is no segment with the whole first one left', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', segments: 0, units: 0, left: 160 });
  });

  it('when a GSM-7 text has 160 characters, then it is one segment with none left', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', segments: 1, units: 160, left: 0 });
  });

  it('when a GSM-7 text has 161 characters, then it is two segments of 153', () => {
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', segments: 2, units: 161, left: 145 });
  });

  it('when a GSM-7 text has 306 and 307 characters, then it is two and then three segments', () => {
    expect(smsSegments('a'.repeat(306))).toMatchObject({ segments: 2, left: 0 });
    expect(smsSegments('a'.repeat(307))).toMatchObject({ segments: 3, left: 152 });
  });

  it.each(['é', 'ñ', 'ü', '¿', '¡', 'É', 'Ñ', 'à'])('when the text holds %s, then it stays GSM-7', (char) => {
    expect(smsSegments(`Se${char} listo`)).toMatchObject({ encoding: 'GSM-7', units: 9, segments: 1 });
  });

  it.each(['á', 'í', 'ó', 'ú', 'ç', '😀', '“'])('when the text holds %s, then it is UCS-2', (char) => {
    expect(smsSegments(`Ready ${char}`).encoding).toBe('UCS-2');
  });

  it.each(['€', '[', ']', '{', '}', '~', '|', '^', '\\'])(
    'when the text holds the extension character %s, then it counts two septets',
    (char) => {
      expect(smsSegments(`a${char}`)).toEqual({ encoding: 'GSM-7', segments: 1, units: 3, left: 157 });
    },
  );

  it('when 159 septets are followed by €, then the text no longer fits one segment', () => {
    expect(smsSegments(`${'a'.repeat(158)}€`)).toMatchObject({ segments: 1, units: 160, left: 0 });
    expect(smsSegments(`${'a'.repeat(159)}€`)).toMatchObject({ segments: 2, units: 161 });
  });

  it('when an extension character falls on a segment border, then it moves whole to the next segment', () => {
    // 152 septets, then € (2): it cannot straddle the 153-septet border.
    const text = `${'a'.repeat(152)}€${'a'.repeat(10)}`;
    expect(smsSegments(text)).toEqual({ encoding: 'GSM-7', segments: 2, units: 164, left: 153 - 12 });
  });

  it('when a UCS-2 text has 70 and 71 units, then it is one and then two segments of 67', () => {
    expect(smsSegments('á'.repeat(70))).toEqual({ encoding: 'UCS-2', segments: 1, units: 70, left: 0 });
    expect(smsSegments('á'.repeat(71))).toEqual({ encoding: 'UCS-2', segments: 2, units: 71, left: 63 });
  });

  it('when an emoji is in the text, then it counts as two UTF-16 units', () => {
    expect(smsSegments('ok 😀')).toEqual({ encoding: 'UCS-2', segments: 1, units: 5, left: 65 });
    expect(smsSegments('😀'.repeat(35))).toMatchObject({ segments: 1, units: 70, left: 0 });
    expect(smsSegments('😀'.repeat(36))).toMatchObject({ segments: 2, units: 72 });
  });

  it('when an emoji falls on a segment border, then its two units are not split', () => {
    // 66 units, then an emoji: 68 would cross the 67-unit border, so the emoji opens segment two.
    const text = `${'á'.repeat(66)}😀${'á'.repeat(5)}`;
    expect(smsSegments(text)).toEqual({ encoding: 'UCS-2', segments: 2, units: 73, left: 67 - 7 });
  });
});
