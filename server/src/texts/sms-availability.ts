import { textsMessages as m } from '@shop/shared/texts/messages';
import type { AppConfig } from '../config.ts';

/**
 * Why a staff reply cannot be sent, or null when it can. With no provider configured (TWILIO_*) a
 * queued reply would sit unsent forever, so the inbox refuses it up front and says what to set.
 * Settings > SMS is not asked: it turns the automatic notices on and off, and a reply a person
 * writes in a conversation the customer started goes whatever it says.
 */
export const whySmsUnavailable = (config: Pick<AppConfig, 'sms'>): string | null => (config.sms ? null : m.noProvider);
