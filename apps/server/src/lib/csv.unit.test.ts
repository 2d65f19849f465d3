import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

describe('csv', () => {
  it.each([
    // Fields holding the delimiter, quotes or line breaks are quoted.
    ['a;b', '"a;b"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [null, ''],
    [12.5, '12.5'],
    // Text a spreadsheet would run as a formula is defused; a number is not text.
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['-1', "'-1"],
    [-1, '-1'],
    // So is a formula that starts after either delimiter or a line break.
    ['Droppande kran,=1+1,', '"Droppande kran,\'=1+1,"'],
    ['a; +1\n@x', '"a; \'+1\n\'@x"'],
    ['a - b', 'a - b'],
  ])('writes the field %j as %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['Nr', 'Åtgärd'], ';')).toBe('Nr;Åtgärd\r\n');
  });
});
