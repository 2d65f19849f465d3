import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './lib/paths';

/** Node 22 (22.22 and later) and 24 or later, as package.json's engines say. */
function supportedNode(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return (major === 22 && minor >= 22) || major >= 24;
}

describe('runtime', () => {
  it('knows which Node versions are supported', () => {
    expect(supportedNode('v20.19.0')).toBe(false);
    expect(supportedNode('v22.12.0')).toBe(false);
    expect(supportedNode('v22.22.0')).toBe(true);
    expect(supportedNode('v23.11.0')).toBe(false);
    expect(supportedNode('v24.0.0')).toBe(true);
    const engines = JSON.parse(readFileSync(join(serverRoot(), '..', '..', 'package.json'), 'utf8')).engines;
    expect(engines.node).toBe('^22.22.0 || >=24');
  });

  // CI sets EXPECT_NODE_MAJOR to the .nvmrc major and brings that Node; this shows it really runs the tests.
  it.runIf(process.env.EXPECT_NODE_MAJOR)('runs the tests on the Node that CI brings', () => {
    console.log(`Tests run on Node ${process.version} (${process.execPath})`);
    expect(process.versions.node.split('.')[0]).toBe(process.env.EXPECT_NODE_MAJOR);
    expect(supportedNode(process.version)).toBe(true);
  });
});
