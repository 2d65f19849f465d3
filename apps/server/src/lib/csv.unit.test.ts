import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

describe('csv', () => {
  it('quotes fields holding the delimiter, quotes or line breaks', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
  });
  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(-1)).toBe('-1');
  });
  it('defuses a formula that starts after either delimiter or a line break', () => {
    expect(csvField('Droppande kran,=1+1,')).toBe('"Droppande kran,\'=1+1,"');
    expect(csvField('a; +1\n@x')).toBe('"a; \'+1\n\'@x"');
    expect(csvField('a - b')).toBe('a - b');
  });
  it('ends lines with CRLF', () => {
    expect(csvLine(['Nr', 'Åtgärd'], ';')).toBe('Nr;Åtgärd\r\n');
  });
});
