import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { textsMessages } from '@shop/shared/texts/messages';
import { renderWithProviders } from '@/test/render.tsx';
import { StepVehicle } from './step-vehicle.tsx';
import { bookingBody, INITIAL_WIZARD, type WizardState } from './wizard-state.ts';

const selection = { services: [{ id: 1 }] } as Parameters<typeof bookingBody>[1];

function Harness({ onState }: { onState: (s: WizardState) => void }) {
  const [state, setState] = useState(INITIAL_WIZARD);
  const update = (patch: Partial<WizardState>) => {
    const next = { ...state, ...patch };
    setState(next);
    onState(next);
  };
  return (
    <StepVehicle
      form={state.form}
      onChange={(form) => update({ form })}
      smsConsent={{ checked: state.smsConsent, onChange: (smsConsent) => update({ smsConsent }) }}
    />
  );
}

describe('the booking form consent to texts', () => {
  it('when the box beside the phone is ticked, then the booking says so; unticked, it says nothing', () => {
    let last = INITIAL_WIZARD;
    renderWithProviders(<Harness onState={(s) => (last = s)} />);
    expect(bookingBody(last, selection, '10:00')).not.toHaveProperty('sms_consent');
    fireEvent.click(screen.getByRole('checkbox', { name: textsMessages.bookingFormConsent }));
    expect(bookingBody(last, selection, '10:00')).toMatchObject({ sms_consent: true });
    fireEvent.click(screen.getByRole('checkbox', { name: textsMessages.bookingFormConsent }));
    expect(bookingBody(last, selection, '10:00')).not.toHaveProperty('sms_consent');
  });
});
