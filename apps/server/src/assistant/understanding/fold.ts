import snowball from 'snowball-stemmers';

/**
 * Text as the classifier sees it: lower case, diacritics folded ("toalett ar stopp" and "toalett är
 * stopp" read alike), words split on anything that is not a letter or digit.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text, lower case with their diacritics (the stemmers need them). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const swedish = snowball.newStemmer('swedish');
const english = snowball.newStemmer('english');

/** A word's Swedish stem, folded: "läckande", "läcker" → "lack"; "toaletten" → "toalet". */
export const svStem = (word: string): string => fold(swedish.stem(word));
/** A word's English stem: "leaking", "leaks" → "leak". */
export const enStem = (word: string): string => english.stem(fold(word));
