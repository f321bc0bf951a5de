import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VehicleDue } from '@shop/shared/vehicles/vehicle-page.schema';
import { DueChips } from './due-chips.tsx';

const line = (over: Partial<VehicleDue>): VehicleDue => ({
  rule_id: 1,
  service_id: 1,
  service_name: 'Oil Change',
  due_date: '2026-03-03',
  due_miles: 60_000,
  projected_miles: 59_800,
  status: 'ok',
  ...over,
});

describe('DueChips', () => {
  it('when rules are overdue, due and soon, then the chips name the services with "Due now" and "Due soon"', () => {
    render(
      <DueChips
        due={[
          line({ rule_id: 1, status: 'overdue' }),
          line({ rule_id: 2, service_name: 'Tire Rotation', status: 'soon', due_date: '2026-04-15' }),
          line({ rule_id: 3, service_name: 'Brake Service', status: 'ok' }),
        ]}
      />,
    );
    const chips = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(chips).toEqual(['Due now: Oil Change (3 March)', 'Due soon: Tire Rotation (15 April)']);
  });

  it('when every rule is ok, then nothing shows', () => {
    const { container } = render(<DueChips due={[line({})]} />);
    expect(container.innerHTML).toBe('');
  });
});
