import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18next, SHELL_NAMESPACES } from './i18n';
import english from './i18n-en';
import swedishApp from './i18n-sv-app';

const catalogueDir = join(import.meta.dirname, '../../../../packages/i18n/src/sv');
const allNamespaces = readdirSync(catalogueDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length));

/** The Swedish catalogue is split in two chunks; together they must hold every browser namespace once. */
describe('Swedish catalogue split', () => {
  it('the entry holds what the sign-in pages use, the app chunk the rest, and neither holds mail', () => {
    const app = Object.keys(swedishApp);
    expect(SHELL_NAMESPACES).toEqual(
      expect.arrayContaining(['authPages', 'common', 'errors', 'fieldErrors', 'languages', 'nav']),
    );
    expect(app.filter((ns) => SHELL_NAMESPACES.includes(ns))).toEqual([]);
    expect([...SHELL_NAMESPACES, ...app, 'mail'].sort()).toEqual([...allNamespaces].sort());
    expect(Object.keys(english).sort()).toEqual(allNamespaces.filter((ns) => ns !== 'mail').sort());
  });

  it('after loading, a signed-in page key resolves in Swedish', () => {
    // The web test setup has loaded the app catalogue, as every signed-in page's loader does.
    expect(i18next.t('nav.errands', { lng: 'sv' })).not.toBe('nav.errands');
    expect(i18next.t('errandsPages.reportFault', { lng: 'sv' })).toBe('Felanmäl');
  });
});
