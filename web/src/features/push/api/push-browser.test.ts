import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser, removeFakeBrowser } from './push-browser.fixtures.ts';
import { subscribeWhenReady } from './push-browser.ts';

afterEach(removeFakeBrowser);

const key = async () => new Uint8Array(65);

describe('a tap made while the service worker is still starting', () => {
  it('when the worker becomes ready, then the subscription is made with the server key', async () => {
    const { pushManager, start } = fakeBrowser({ workerStarting: true });
    const subscribing = subscribeWhenReady(key);
    start();
    expect((await subscribing).endpoint).toMatch(/^https:/);
    expect(pushManager.subscribe.mock.calls[0][0].applicationServerKey).toHaveLength(65);
  });

  it('when the worker never starts, then it fails after the wait instead of hanging', async () => {
    const { pushManager } = fakeBrowser({ workerStarting: true });
    await expect(subscribeWhenReady(key, 20)).rejects.toThrow('The service worker did not start');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('when the server key cannot be had, then its error is what fails', async () => {
    fakeBrowser();
    const refused = new Error('no key');
    await expect(subscribeWhenReady(() => Promise.reject(refused))).rejects.toBe(refused);
  });
});
