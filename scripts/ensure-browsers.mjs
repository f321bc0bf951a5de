// Installs Debian's Chromium when it is missing (Playwright cannot download browsers here).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

if (existsSync(CHROMIUM_PATH)) {
  console.log(`chromium: ${CHROMIUM_PATH}`);
} else {
  console.log('chromium missing: installing Debian package chromium');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core`,
    { stdio: 'inherit' },
  );
}
