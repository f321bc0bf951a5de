import type { FieldDifference } from '../api/conflict-differences.ts';

/** A conflict's fields side by side: what this device would save and what the server holds now. */
export function DifferencesTable({
  differences,
  mine = 'Mine',
  theirs = 'Theirs',
}: {
  differences: FieldDifference[];
  mine?: string;
  theirs?: string;
}) {
  return (
    <table className="conflict-table">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">{mine}</th>
          <th scope="col">{theirs}</th>
        </tr>
      </thead>
      <tbody>
        {differences.map((d) => (
          <tr key={d.label}>
            <th scope="row">{d.label}</th>
            <td>{d.mine}</td>
            <td>{d.theirs}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
