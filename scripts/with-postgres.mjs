// Runs a command with a throwaway PostgreSQL cluster: TEST_POSTGRES_URL names it (without a
// database), and the cluster is removed when the command ends, also when it fails or is stopped.
//   node scripts/with-postgres.mjs -- npx vitest run --project 'server-pg*'
import { spawn } from 'node:child_process';
import { startPostgres } from './postgres-cluster.mjs';

const args = process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--'));
if (args.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs -- <command> [args...]');
  process.exit(2);
}
const cluster = await startPostgres();
console.log(`postgres: throwaway cluster on port ${cluster.port}`);
const child = spawn(args[0], args.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, TEST_POSTGRES_URL: cluster.url },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cluster.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
