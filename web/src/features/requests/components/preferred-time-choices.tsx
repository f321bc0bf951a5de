import { PREFERRED_TIMES } from '@shop/shared/requests/messages';

type Props = { value: string; onChange: (e: { target: { value: string } }) => void };

export function PreferredTimeChoices({ value, onChange }: Props) {
  return (
    <fieldset className="choices">
      <legend>Preferred time</legend>
      <div className="radio-row">
        {PREFERRED_TIMES.map((t) => (
          <label key={t.value} className="check">
            <input type="radio" name="preferredTime" value={t.value} checked={value === t.value} onChange={onChange} />{' '}
            {t.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
