// Installs Debian's PostgreSQL when it is missing (npm test runs the server's tests on it too).
import { ensurePostgresInstalled } from './postgres-cluster.mjs';

console.log(`postgres: ${ensurePostgresInstalled()}`);
