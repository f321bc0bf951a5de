import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages as m } from '@shop/shared/auth/messages';
import { answerWith, renderWithProviders } from '@/test/render.tsx';
import ConfirmEmailPage from './confirm-email.tsx';

const TOKEN = 'a-link-token-from-a-mail-0123456789';

describe('the confirm-email page', () => {
  it('when the password typed at registration is given, then it is sent with the link token', async () => {
    const calls = answerWith(400, { success: false, error: m.confirmPasswordWrong, code: 'invalid_request' });
    renderWithProviders(<ConfirmEmailPage />, { route: `/confirm-email?token=${TOKEN}` });
    const password = screen.getByLabelText(/^Password/);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.fieldRequired('Password'));
    expect(calls).toHaveLength(0);
    fireEvent.change(password, { target: { value: 'owner-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByText(m.confirmPasswordWrong)).toBeTruthy();
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ token: TOKEN, password: 'owner-password-1' });
    expect(screen.queryByRole('link', { name: 'Register again' })).toBeNull();
  });
});
