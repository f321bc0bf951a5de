import { toast } from '@/lib/toast.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announce } from './announce.tsx';

vi.mock('@/lib/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

beforeEach(() => vi.clearAllMocks());

describe('announce', () => {
  it('when a write waits in the outbox, then its noun is told it will be sent when back online', () => {
    announce({ state: 'queued' }, 'Booking');
    expect(toast).toHaveBeenCalledWith(
      'Booking saved - it will be sent when you are back online',
      expect.objectContaining({ id: 'queued:Booking' }),
    );
  });

  it('when a write went through, then its success text is shown, and nothing when it has none', () => {
    announce({ state: 'sent', text: 'Settings saved' }, 'Change');
    announce({ state: 'sent', text: null }, 'Change');
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Settings saved');
  });

  it("when a write was refused, then the server's reason is shown as an error", () => {
    announce({ state: 'refused', error: 'Name taken' }, 'Change');
    expect(toast.error).toHaveBeenCalledWith('Name taken');
    expect(toast).not.toHaveBeenCalled();
  });
});
