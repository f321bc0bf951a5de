import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toggle } from './toggle.tsx';

const NEEDS = 'To text reminders, set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM on the server.';

describe('Toggle', () => {
  it('when the setting cannot be used here, then the switch is off limits and described by the reason', () => {
    render(<Toggle label="SMS" checked={false} onChange={async () => undefined} unavailable={NEEDS} />);
    const sms = screen.getByRole('switch', { name: 'SMS' }) as HTMLInputElement;
    expect(sms.disabled).toBe(true);
    expect(document.getElementById(sms.getAttribute('aria-describedby')!)!.textContent).toBe(NEEDS);
  });

  it('when nothing stands in the way, then the switch can be used and says nothing more', () => {
    render(<Toggle label="SMS" checked onChange={async () => undefined} />);
    const sms = screen.getByRole('switch', { name: 'SMS' }) as HTMLInputElement;
    expect(sms.disabled).toBe(false);
    expect(sms.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(NEEDS)).toBeNull();
  });
});
