import { describe, expect, it } from 'vitest';
import { nodeFloor, nodeRefusal } from './node-version.ts';

describe('the Node.js the server starts on', () => {
  it('reads its floor from the root package.json', () => {
    expect(nodeFloor()).toBe('22.12');
  });

  it('when Node is at or past the floor, then it starts; when older, then it says what to do', () => {
    expect(nodeRefusal('24.21.0', '22.12')).toBeNull();
    expect(nodeRefusal('22.12.0', '22.12')).toBeNull();
    expect(nodeRefusal('23.0.0', '22.12')).toBeNull();
    expect(nodeRefusal('22.11.0', '22.12')).toMatch(/^Node\.js 22\.12 or later is needed .* this is v22\.11\.0\./);
    expect(nodeRefusal('v20.20.2', '22.12')).toContain('source scripts/ensure-node.sh');
  });
});
