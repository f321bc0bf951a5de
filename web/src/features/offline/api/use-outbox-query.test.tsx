import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxDb } from './outbox-db.ts';
import { watchOutbox } from './outbox-live.ts';
import type * as LiveModule from './outbox-live.ts';
import { releaseOutbox, reopenOutbox } from './outbox-lifecycle.ts';
import { row } from './outbox.fixtures.ts';
import { useOutboxQuery } from './use-outbox-query.ts';

// The real watcher, observed: a test can wait until the hook has started watching.
vi.mock('./outbox-live.ts', async (importOriginal) => {
  const real = await importOriginal<typeof LiveModule>();
  return { ...real, watchOutbox: vi.fn(real.watchOutbox) };
});

afterEach(async () => {
  await reopenOutbox();
  await outboxDb.rows.clear();
});

const watched = vi.mocked(watchOutbox);
const useCount = () => useOutboxQuery((db) => db.rows.count(), [], -1);

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError = (e: Error) => ({ error: e.message });
  override render = () => (this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children);
}

describe('a live query over the outbox', () => {
  it('when the outbox changes, then it answers again; until its first answer it is the fallback', async () => {
    const { result } = renderHook(useCount);
    expect(result.current).toBe(-1);
    await waitFor(() => expect(result.current).toBe(0));
    await outboxDb.rows.add(row({ id: 'a' }));
    await waitFor(() => expect(result.current).toBe(1));
  });

  it('when the page is in the back/forward cache, then it is the fallback, and it queries afresh once back', async () => {
    await outboxDb.rows.add(row({ id: 'a' }));
    releaseOutbox();
    watched.mockClear();
    const { result } = renderHook(useCount);
    // Watching the closed database answers nothing: the fallback stays, and nothing is thrown into React.
    await waitFor(() => expect(watched).toHaveBeenCalled());
    await act(async () => undefined);
    expect(result.current).toBe(-1);
    await reopenOutbox();
    await waitFor(() => expect(result.current).toBe(1));
  });

  it('when the query itself fails, then the error reaches the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken() {
      useOutboxQuery(() => Promise.reject(new Error('bad query')), []);
      return <p>fine</p>;
    }
    render(
      <Boundary>
        <Broken />
      </Boundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('bad query');
    vi.restoreAllMocks();
  });
});
