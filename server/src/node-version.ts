import { readFileSync } from 'node:fs';

/** The oldest Node.js the app runs on: the root package.json's `engines.node` (">=22.12"). */
export function nodeFloor(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    engines: { node: string };
  };
  const floor = /^>=\s*(\d+\.\d+)/.exec(pkg.engines.node)?.[1];
  if (!floor) throw new Error(`package.json engines.node is not a ">=" floor: ${pkg.engines.node}`);
  return floor;
}

/**
 * Why the server must not start on `version`, or null. An older Node starts it but cannot load the
 * mail worker's TypeScript, so every mail would fail in silence: better to stop at once and say so.
 */
export function nodeRefusal(version: string, floor: string): string | null {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const [needMajor = 0, needMinor = 0] = floor.split('.').map(Number);
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return (
    `Node.js ${floor} or later is needed (Node 24 is what the app is built and tested on); this is ` +
    `v${version.replace(/^v/, '')}. Run \`source scripts/ensure-node.sh\` to put Node 24 first on PATH.`
  );
}
