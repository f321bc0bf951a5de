// Runs the cross-engine journeys (WebKitGTK, Firefox ESR, Chromium) against the built app.
// WebKitGTK's MiniBrowser needs a display: without one, the run goes under xvfb-run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('web/dist/index.html')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });

const vitest = ['vitest', 'run', '--config', 'e2e/engines/vitest.config.ts', ...process.argv.slice(2)];
const needsDisplay = !process.env.DISPLAY && (process.env.ENGINES ?? 'webkit').includes('webkit');
const [cmd, args] = needsDisplay ? ['xvfb-run', ['-a', 'npx', ...vitest]] : ['npx', vitest];
const run = spawnSync(cmd, args, { stdio: 'inherit' });
process.exit(run.status ?? 1);
