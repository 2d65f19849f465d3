import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Locale, resources } from './index';

type Tree = { [key: string]: string | Tree };
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : entries(v, `${prefix}${k}.`),
  );
}

/**
 * The words not to use, per language: the "Not" column (third) of each language's table in
 * GLOSSARY.md, so the glossary people read is the list this test checks.
 */
function forbiddenWords(locale: Locale): string[] {
  const text = readFileSync(join(import.meta.dirname, '..', 'GLOSSARY.md'), 'utf8');
  const section = text.split(/^## /m).find((s) => s.includes(`(${locale})`)) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---'))
    .slice(1) // the header row
    .flatMap((line) => (line.split('|')[3] ?? '').split(','))
    .map((word) => word.trim())
    .filter(Boolean);
}

/** A glossary word as a whole-word, case-blind pattern; `*` at the end takes any ending. */
function pattern(word: string): RegExp {
  const stem = word.replace(/\*$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ending = word.endsWith('*') ? '\\p{L}*' : '';
  return new RegExp(`(?<!\\p{L})${stem}${ending}(?!\\p{L})`, 'iu');
}

/**
 * Texts the product specification prescribes word for word (docs/PRODUCT.md "Interface"), and
 * the one use of a word that is not about the glossary's idea. Key → why.
 */
const allowed: Record<Locale, Record<string, string>> = {
  sv: {
    'notifications.unsubscribe.button': 'ends a mail subscription, not an errand',
  },
  en: {
    'nav.login': 'the spec’s navigation label "Login"',
  },
};

describe('vocabulary (GLOSSARY.md)', () => {
  for (const locale of ['sv', 'en'] as const) {
    it(`${locale}: reads its words from the glossary`, () => {
      expect(forbiddenWords(locale).length).toBeGreaterThan(3);
    });

    it(`${locale}: no catalogue text uses a word the glossary rules out`, () => {
      const words = forbiddenWords(locale).map((w) => [w, pattern(w)] as const);
      const found = entries(resources[locale] as unknown as Tree)
        .filter(([key]) => !(key in allowed[locale]))
        .flatMap(([key, value]) =>
          // A placeholder's name ({{contractor}}) is code, not a word the reader sees.
          words
            .filter(([, re]) => re.test(value.replace(/\{\{[^}]*\}\}/g, '')))
            .map(([w]) => `${key}: "${value}" (${w})`),
        );
      expect(found).toEqual([]);
    });

    it(`${locale}: every exception is still needed`, () => {
      const words = forbiddenWords(locale).map((w) => pattern(w));
      const tree = resources[locale] as unknown as Tree;
      const values = new Map(entries(tree));
      for (const key of Object.keys(allowed[locale])) {
        const value = values.get(key);
        expect(value, key).toBeDefined();
        expect(
          words.some((re) => re.test(value ?? '')),
          `${key} no longer needs its exception`,
        ).toBe(true);
      }
    });
  }

  it('catches a forbidden synonym', () => {
    expect(pattern('hantverkare*').test('Hantverkaren kommer')).toBe(true);
    expect(pattern('case').test('In case of fire')).toBe(true);
    expect(pattern('case').test('Showcase')).toBe(false);
    expect(pattern('avslut*').test('Mediantid till avslut')).toBe(true);
  });
});
