import { describe, expect, it, vi } from 'vitest';
import { keepOnceControlled } from './keep-once-controlled.ts';

const container = (controller: object | null) =>
  Object.assign(new EventTarget(), { controller }) as unknown as ServiceWorkerContainer;

describe('keepOnceControlled', () => {
  it('when a worker takes control after the page read, then each url is fetched again through it, once', () => {
    const sw = container(null);
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{}'));
    keepOnceControlled(['/api/appointments/1/estimate?t=x', '/api/photos/p/thumb'], sw, fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
    sw.dispatchEvent(new Event('controllerchange'));
    sw.dispatchEvent(new Event('controllerchange'));
    expect(fetchImpl.mock.calls.map((c) => c[0])).toEqual(['/api/appointments/1/estimate?t=x', '/api/photos/p/thumb']);
  });

  it('when a worker already controls the page, then its reads were kept already and nothing is fetched', () => {
    const sw = container({});
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{}'));
    keepOnceControlled(['/a'], sw, fetchImpl);
    sw.dispatchEvent(new Event('controllerchange'));
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('when the page leaves first, then nothing is fetched', () => {
    const sw = container(null);
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{}'));
    keepOnceControlled(['/a'], sw, fetchImpl)();
    sw.dispatchEvent(new Event('controllerchange'));
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
