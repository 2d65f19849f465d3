import { describe, expect, it } from 'vitest';
import { buildListSql } from './reports.list.repo';

const build = (q?: string) =>
  buildListSql(() => 'true', { q }, { key: 'lastModified', desc: true }, { page: 1, pageSize: 25 });

describe('the list’s count', () => {
  it('counts a search’s matches in the page’s order, so it is planned as the page is', () => {
    // Unordered, a word in every errand of a large organisation was counted by a sequential scan
    // that starts where the last one stopped: now and then 100–260 ms instead of 2 ms
    // (docs/decisions/0018). In the page's order it walks the list's index or the trigram index.
    expect(build('beskrivning').countSql).toMatch(
      /ORDER BY r\.updated_at DESC, r\.id DESC LIMIT \$\d+\) capped$/,
    );
  });

  it('leaves the plain list’s count unordered: the organisation’s index answers it', () => {
    expect(build().countSql).not.toMatch(/ORDER BY/);
  });
});
