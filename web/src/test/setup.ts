// Dexie captures indexedDB when it is imported, so the fake must load first.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no <dialog> methods.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};
// The outbox loads lazily (a dynamic import); on a busy 2-core machine that can pass a second.
configure({ asyncUtilTimeout: 5_000 });
// vi.waitFor's own default is 1 s: the same 5 s there, where a test names no timeout of its own.
const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) => waitFor(callback, options ?? { timeout: 5_000 })) as typeof vi.waitFor;
afterEach(() => cleanup());
