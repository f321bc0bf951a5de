// npm run test:e2e:under-load [-- --runs 5 --hogs 2]: the Playwright suite run again and again
// while busy loops hold CPU cores, to show it is steady on a loaded machine. Each hog is a Node
// process spinning on one core and ends by itself after at most an hour; all stop when the runs
// end. Build first (npm run build); it stops at the first failed run.
import { spawn, spawnSync } from 'node:child_process';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const runs = arg('runs', 5);
const hogCount = arg('hogs', 2);
const HOG_LIMIT_MS = 60 * 60_000;

const hogs = Array.from({ length: hogCount }, () =>
  spawn(process.execPath, ['-e', `const end = Date.now() + ${HOG_LIMIT_MS}; while (Date.now() < end);`], {
    stdio: 'ignore',
  }),
);
const stopHogs = () => hogs.forEach((h) => h.kill());
process.on('exit', stopHogs);
process.on('SIGINT', () => process.exit(130));

let passed = 0;
for (let run = 1; run <= runs; run += 1) {
  const started = Date.now();
  console.log(`\n== run ${run} of ${runs}, ${hogCount} CPU hogs busy`);
  const result = spawnSync('npx', ['playwright', 'test'], { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.log(`run ${run} failed after ${seconds} s`);
    break;
  }
  passed += 1;
  console.log(`run ${run} passed in ${seconds} s`);
}
stopHogs();
console.log(`\nruns under ${hogCount} CPU hogs: ${passed} of ${runs} passed in a row`);
process.exit(passed === runs ? 0 : 1);
