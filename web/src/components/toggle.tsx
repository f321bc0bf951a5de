import { useAskedValue } from '@/lib/use-asked-value.ts';

/** A labelled switch whose change is a write: it shows the asked value until the write settles. */
export function Toggle(props: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => Promise<unknown>;
  /** Why the switch cannot be used here, shown under it. */
  unavailable?: string;
  /** A change is under way that another flip must not overtake. */
  busy?: boolean;
}) {
  const { label, checked, onChange, unavailable, busy = false } = props;
  const [shown, ask] = useAskedValue(checked);
  const hintId = `${label.replace(/\W/g, '-')}-hint`;
  return (
    <>
      <label className="toggle">
        <input
          type="checkbox"
          role="switch"
          name={label}
          checked={shown}
          disabled={Boolean(unavailable) || busy}
          aria-busy={busy || undefined}
          aria-describedby={unavailable ? hintId : undefined}
          onChange={(e) => ask(e.target.checked, onChange(e.target.checked))}
        />
        <span>{label}</span>
      </label>
      {unavailable && (
        <p id={hintId} className="hint">
          {unavailable}
        </p>
      )}
    </>
  );
}
