import { wizardTexts } from '@shop/shared/bookings/messages';

/** The wizard's error; when the time was taken, with a way back to the date step. */
export function WizardError({
  error,
  conflict,
  onPickAnotherTime,
}: {
  error: string;
  conflict: boolean;
  onPickAnotherTime: () => void;
}) {
  return (
    <div className="error-box" role="alert">
      <p>{error}</p>
      {conflict && (
        <button type="button" className="button small" onClick={onPickAnotherTime}>
          {wizardTexts.pickAnotherTime}
        </button>
      )}
    </div>
  );
}
