import { REQUEST_SERVICE_OPTIONS } from '@shop/shared/requests/messages';

type Props = { chosen: string[]; error: string | undefined; onToggle: (service: string) => void };

export function ServiceChoices({ chosen, error, onToggle }: Props) {
  return (
    <fieldset className="choices">
      <legend>Service needed *</legend>
      <div className="checkbox-grid">
        {REQUEST_SERVICE_OPTIONS.map((s) => (
          <label key={s} className="check">
            <input
              type="checkbox"
              name="serviceNeeded"
              value={s}
              checked={chosen.includes(s)}
              onChange={() => onToggle(s)}
            />{' '}
            {s}
          </label>
        ))}
      </div>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
