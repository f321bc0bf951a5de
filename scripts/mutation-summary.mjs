// Prints the mutation score of each core module from Stryker's JSON report and names the ones
// under the goal (80% of mutants killed). Scores count timeouts as killed, as Stryker does.
import { readFileSync } from 'node:fs';

const GOAL = 80;
const report = JSON.parse(readFileSync('reports/mutation/mutation.json', 'utf8'));
const rows = Object.entries(report.files).map(([file, { mutants }]) => {
  const count = (...states) => mutants.filter((m) => states.includes(m.status)).length;
  const detected = count('Killed', 'Timeout');
  const undetected = count('Survived', 'NoCoverage');
  const score = detected + undetected === 0 ? 100 : (100 * detected) / (detected + undetected);
  return { file, detected, undetected, score };
});
console.log('module'.padEnd(52), 'killed', 'survived', 'score');
for (const r of rows) {
  console.log(
    r.file.padEnd(52),
    String(r.detected).padStart(6),
    String(r.undetected).padStart(8),
    `${r.score.toFixed(1)}%`,
  );
}
const short = rows.filter((r) => r.score < GOAL);
console.log(
  short.length ? `under ${GOAL}%: ${short.map((r) => r.file).join(', ')}` : `every module at or above ${GOAL}%`,
);
process.exitCode = short.length ? 1 : 0;
