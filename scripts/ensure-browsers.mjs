// Installs Debian's browsers when they are missing (Playwright cannot download its own here):
// Chromium for Playwright, and WebKitGTK's WebKitWebDriver (under Xvfb) and Firefox ESR for the
// cross-engine journeys.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

const NEEDED = [
  { path: CHROMIUM_PATH, packages: ['chromium', 'fonts-dejavu-core'] },
  { path: '/usr/bin/WebKitWebDriver', packages: ['webkit2gtk-driver'] },
  { path: '/usr/bin/Xvfb', packages: ['xvfb'] },
  { path: '/usr/bin/xvfb-run', packages: ['xvfb', 'xauth'] },
  { path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', packages: ['firefox-esr'] },
];

const missing = [...new Set(NEEDED.filter((n) => !existsSync(n.path)).flatMap((n) => n.packages))];
if (missing.length === 0) {
  console.log('browsers: chromium, WebKitWebDriver, Xvfb and firefox-esr are installed');
} else {
  console.log(`installing Debian packages: ${missing.join(' ')}`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    { stdio: 'inherit' },
  );
}
