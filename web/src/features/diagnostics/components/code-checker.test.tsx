import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { CodeChecker } from './code-checker.tsx';
import { PAGE_SIZE } from './code-matches.tsx';

async function openChecker() {
  renderWithProviders(<CodeChecker />);
  // Nothing loads until the visitor turns to the checker.
  expect(screen.queryByRole('status')).toBeNull();
  fireEvent.focus(input());
  expect(screen.getByRole('status').textContent).toMatch(/Loading the code list/);
  const button = screen.getByRole('button', { name: 'Check Code' }) as HTMLButtonElement;
  await screen.findByRole('option', { name: 'Any make' });
  await waitUntil(() => screen.queryByRole('status') === null);
  return button;
}

async function waitUntil(ok: () => boolean) {
  await vi.waitFor(() => expect(ok()).toBe(true), { timeout: 5000 });
}

const input = () => screen.getByLabelText('OBD2 code or words');
const matchButtons = () => within(screen.getByRole('region', { name: 'Matching codes' })).getAllByRole('button');

describe('the OBD2 checker', () => {
  it('when words are typed, then matches show a page at a time with "Show N more"', async () => {
    await openChecker();
    fireEvent.change(input(), { target: { value: 'misfires' } });
    const region = screen.getByRole('region', { name: 'Matching codes' });
    const count = Number(/(\d+) matching codes/.exec(within(region).getByRole('status').textContent!)![1]);
    expect(count).toBeGreaterThan(2 * PAGE_SIZE);
    expect(within(region).getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
    expect(within(region).getByRole('button', { name: /P0300/ })).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: `Show ${PAGE_SIZE} more` }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(2 * PAGE_SIZE);
    expect(document.activeElement).toBe(matchButtons()[PAGE_SIZE]);
    // A new query starts again at the first page.
    fireEvent.change(input(), { target: { value: 'misfire' } });
    expect(within(screen.getByRole('region', { name: 'Matching codes' })).getAllByRole('listitem')).toHaveLength(
      PAGE_SIZE,
    );
  });

  it("when a make is chosen, then a maker code shows that make's meaning; with any make, every make's", async () => {
    const check = await openChecker();
    fireEvent.change(input(), { target: { value: 'p1690' } });
    fireEvent.click(check);
    const card = await screen.findByTestId('obd2-result');
    expect(within(card).getByRole('heading', { name: 'P1690' })).toBeTruthy();
    const byMake = within(card).getByRole('region', { name: 'Meaning by make' });
    expect(byMake.textContent).toMatch(
      /Ford, Lincoln, Mercury, Maker not named: Wastegate Solenoid Circuit Malfunction/,
    );
    expect(byMake.textContent).toMatch(/Honda, Infiniti: Traction Control System STB Line Failure/);

    fireEvent.change(screen.getByLabelText('Vehicle make'), { target: { value: 'gm' } });
    await waitUntil(() => screen.queryByText('GM meaning') !== null);
    const gm = screen.getByTestId('obd2-result');
    expect(within(gm).getByText('ECM Loop Overrun')).toBeTruthy();
    expect(within(gm).queryByRole('region', { name: 'Meaning by make' })).toBeNull();
  });

  it('when a code has letters, then it is found; when malformed, the spec message shows', async () => {
    const check = await openChecker();
    fireEvent.change(input(), { target: { value: 'p0a80' } });
    fireEvent.click(check);
    expect(within(await screen.findByTestId('obd2-result')).getByText('Replace Hybrid/EV Battery Pack')).toBeTruthy();
    fireEvent.change(input(), { target: { value: 'P0G80' } });
    fireEvent.click(check);
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid OBD2 code (e.g., P0100)');
  });
});
