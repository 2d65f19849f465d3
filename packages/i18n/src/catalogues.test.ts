import { describe, expect, it } from 'vitest';
import { resources, translate } from './index';

type Tree = { [key: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

describe('catalogues', () => {
  it('have the same keys in Swedish and English', () => {
    const sv = keys(resources.sv as unknown as Tree).sort();
    const en = keys(resources.en as unknown as Tree).sort();
    expect(sv.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !sv.includes(k))).toEqual([]);
  });

  it('have no empty strings', () => {
    for (const loc of ['sv', 'en'] as const) {
      const tree = resources[loc] as unknown as Tree;
      for (const k of keys(tree)) expect(translate(loc, k), `${loc}:${k}`).not.toBe('');
    }
  });

  it('interpolates and falls back', () => {
    expect(translate('sv', 'errors.not_found')).toBe('Hittades inte.');
    expect(translate('en', 'errors.not_found')).toBe('Not found.');
    expect(translate('sv', 'no.such.key')).toBe('no.such.key');
  });
});
