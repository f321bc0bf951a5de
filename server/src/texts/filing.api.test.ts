import { describe, expect, it } from 'vitest';
import { smsShopPerTest } from '../test/sms-shop.ts';
import { claimInbound, keepInbound } from './inbound-texts.repository.ts';
import { FILE_LEASE_MS } from './file-inbound.ts';
import { receiveText } from './receive-text.ts';

const ANA = '+15105550100';
const BEN = '+15105550111';
const startShop = smsShopPerTest();

const keep = (
  t: { db: Parameters<typeof keepInbound>[0]; clock: { now(): Date } },
  sid: string,
  phone: string,
  body: string,
) => keepInbound(t.db, [{ sid, phone, body, media: [], receivedAt: t.clock.now() }]);

describe('filing kept texts', () => {
  it("when a number's texts wait to be filed, then a claim takes only its first, and the next once that one is filed", async () => {
    const { t } = await startShop();
    // Kept as the webhook keeps them, with no job to file them yet.
    await t.deps.inboundTexts.stop();
    await keep(t, 'SM1', ANA, 'STOP');
    await keep(t, 'SM2', BEN, 'hello');
    await keep(t, 'SM3', ANA, 'START');
    const first = await claimInbound(t.db, t.clock.now(), FILE_LEASE_MS, 50);
    expect(first.map((r) => r.provider_sid)).toEqual(['SM1', 'SM2']);
    // While SM1 is claimed and not filed, a second server's claim gets nothing of Ana's.
    expect(await claimInbound(t.db, t.clock.now(), FILE_LEASE_MS, 50)).toEqual([]);
    await t.db('inbound_texts').whereIn('provider_sid', ['SM1', 'SM2']).update({ status: 'done', lease_id: null });
    expect((await claimInbound(t.db, t.clock.now(), FILE_LEASE_MS, 50)).map((r) => r.provider_sid)).toEqual(['SM3']);
  });

  it('when STOP, START and STOP come from one number, then they are filed in that order and it ends opted out', async () => {
    const { t, sms } = await startShop();
    for (const [i, body] of ['STOP', 'START', 'STOP'].entries()) await keep(t, `SM-order-${i}`, ANA, body);
    t.deps.inboundTexts.kick();
    await t.deps.inboundTexts.idle();
    await t.notifier.idle();
    await t.notifier.dispatchDue();
    expect(await t.db('sms_consents').where({ phone: ANA }).first('state')).toEqual({ state: 'opted_out' });
    const bodies = await t.db('text_messages').where({ direction: 'in' }).orderBy('id').pluck('body');
    expect(bodies).toEqual(['STOP', 'START', 'STOP']);
    // The last word was STOP: its confirmation is the last text the number got (START's answer,
    // if still queued when the second STOP was filed, was withdrawn).
    expect(sms.sent.at(-1)?.body).toMatch(/no more texts/);
  });

  it('when STOP comes twice, or HELP then STOP, before anything is sent, then the answers carriers require stay queued', async () => {
    const { t } = await startShop();
    // Filed one after the other with nothing sent in between, as a pass files them before the outbox runs.
    const texts: [string, string][] = [
      [ANA, 'STOP'],
      [ANA, 'stop'],
      [BEN, 'HELP'],
      [BEN, 'STOP'],
    ];
    for (const [i, [phone, body]] of texts.entries())
      await t.db.transaction((trx) =>
        receiveText(trx, t.deps, { sid: `SM-k${i}`, phone, body, media: [], receivedAt: t.clock.now() }),
      );
    const rows = await t
      .db('notifications')
      .where({ channel: 'sms' })
      .orderBy('id')
      .select('recipient', 'kind', 'status');
    // One confirmation for Ana: her second STOP, from a number already stopped, gets none and withdraws nothing.
    expect(rows).toEqual([
      { recipient: ANA, kind: 'carrier_answer', status: 'queued' },
      { recipient: BEN, kind: 'carrier_answer', status: 'queued' },
      { recipient: BEN, kind: 'carrier_answer', status: 'queued' },
    ]);
  });

  it('when the server filing a text stopped mid-way, then the text is filed once after its lease ran out', async () => {
    const { t } = await startShop();
    await t.deps.inboundTexts.stop();
    await keep(t, 'SM-lost', ANA, 'Is my car ready?');
    // Another server claimed it and stopped before filing it.
    expect(await claimInbound(t.db, t.clock.now(), FILE_LEASE_MS, 50)).toHaveLength(1);
    t.deps.inboundTexts.kick();
    await t.deps.inboundTexts.idle();
    expect(await t.db('text_messages').count({ n: '*' })).toEqual([{ n: 0 }]);
    t.clock.set(new Date(t.clock.now().getTime() + FILE_LEASE_MS + 1000));
    t.deps.inboundTexts.kick();
    await t.deps.inboundTexts.idle();
    t.deps.inboundTexts.kick();
    await t.deps.inboundTexts.idle();
    expect(await t.db('text_messages').pluck('body')).toEqual(['Is my car ready?']);
    expect(await t.db('inbound_texts').pluck('status')).toEqual(['done']);
  });
});
