import { describe, expect, it } from 'vitest';
import { twoOrgSuite } from '../../test/api-suite';
import { insertReport } from '../../test/org-world';

const s = twoOrgSuite({ plumber: { role: 'Contractor', trade: 'plumber' } });

/** The export's lines without the byte-order mark, split into fields (the test data holds no quotes). */
const parse = (text: string, sep = ';') =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(sep));

async function exportAs(token: string, query = '', lang = 'sv') {
  return s.api.get(`/api/reports/export${query}`, { token, headers: { 'accept-language': lang } });
}

describe('GET /api/reports/export', () => {
  it('answers a manager with the whole list as filtered, UTF-8 with a BOM, Swedish headers and `;`', async () => {
    const { a } = s;
    const open = await insertReport(s.server.db, { organisationId: a.org.id, propertyId: a.property.id });
    const closed = await insertReport(s.server.db, {
      organisationId: a.org.id,
      propertyId: a.property.id,
      status: 'Closed',
      trade: 'electrician',
    });
    await s.server.db.query(
      `INSERT INTO report_closeouts (report_id, organisation_id, resolution, minutes_spent, cost_sek, invoice_reference)
       VALUES ($1, $2, 'Bytte säkring; klart', 30, 450.5, 'F-1')`,
      [closed.id, a.org.id],
    );
    await insertReport(s.server.db, { organisationId: s.b.org.id, propertyId: s.b.property.id });
    const res = await s.api.call('GET', '/api/reports/export', { token: a.manager.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="arenden-\d{4}-\d\d-\d\d\.csv"$/,
    );
    // fetch's text() drops a leading BOM; read the bytes to see it.
    const raw = await fetch(`${s.server.url}/api/reports/export`, {
      headers: { authorization: `Bearer ${a.manager.token}` },
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toMatch(/^Nr;Skapat;Vad är trasigt;Typ;Status;/);
    expect(lines[0]).toContain('Åtgärd;Arbetstid (minuter);Kostnad (kr);Fakturareferens');
    expect(lines).toHaveLength(3); // header and the two errands of A, not B's
    const closedLine = lines.find((l) => l.includes('Bytte säkring'))!;
    expect(closedLine).toContain('"Bytte säkring; klart";30;450.5;F-1');
    expect(closedLine).toContain(';Stängd;');
    // Times as the organisation's clock reads them, not UTC with a T and seconds.
    expect(closedLine).toMatch(/;\d{4}-\d\d-\d\d \d\d:\d\d;/);
    expect(closedLine).not.toMatch(/\d\dT\d\d:/);
    expect(open.id).toBeTruthy();
  });

  it('follows the list filters and sort exactly, in English with `,` on request', async () => {
    const { a } = s;
    const list = await s.api.get('/api/reports?trade=plumber&sort=number&pageSize=100', {
      token: a.manager.token,
    });
    const res = await exportAs(a.manager.token, '?trade=plumber&sort=number&delimiter=comma', 'en');
    expect(res.status).toBe(200);
    const rows = parse(res.body, ',');
    expect(rows[0]!.slice(0, 5)).toEqual(['No.', 'Created', 'What broke', 'Kind', 'Status']);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(
      list.body.items.map((r: { number: number }) => r.number),
    );
    expect(rows.slice(1).every((r) => r[6] === 'Plumber')).toBe(true);
  });

  it('lets an admin export every organisation, or one of them', async () => {
    const all = parse((await exportAs(s.admin.token)).body);
    const onlyB = parse((await exportAs(s.admin.token, `?organisationId=${s.b.org.id}`)).body);
    expect(all.length).toBeGreaterThan(onlyB.length);
    expect(onlyB).toHaveLength(2);
  });

  it('refuses tenants and contractors (403), anonymous callers (401) and bad options (400)', async () => {
    expect((await exportAs(s.a.tenant.token)).status).toBe(403);
    expect((await exportAs(s.plumber.token)).status).toBe(403);
    expect((await s.api.get('/api/reports/export')).status).toBe(401);
    const bad = await exportAs(s.a.manager.token, '?delimiter=tab');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('delimiter');
  });

  it('keeps text with the other delimiter in one cell and defuses formulas however the file is split', async () => {
    const { a } = s;
    const report = await insertReport(s.server.db, { organisationId: a.org.id, propertyId: a.property.id });
    await s.server.db.query(`UPDATE reports SET what_broke = $2 WHERE id = $1`, [
      report.id,
      'Droppande kran,=1+1,\n@SUM(A1);-2+3',
    ]);
    for (const [query, sep] of [
      ['', ';'],
      ['?delimiter=comma', ','],
    ] as const) {
      const res = await exportAs(a.manager.token, query);
      expect(res.status).toBe(200);
      // One quoted field whichever delimiter the file uses.
      expect(res.body).toContain(`${sep}"Droppande kran,'=1+1,\n'@SUM(A1);'-2+3"${sep}`);
      // English Excel splits a semicolon file on commas (and a Swedish one a comma file on
      // semicolons), ignoring quotes that do not open a cell: no piece starts a formula.
      const pieces = res.body.replace(/^\uFEFF/, '').split(/[,;\r\n]/);
      expect(pieces.filter((p: string) => /^[ \t]*[=+\-@]/.test(p))).toEqual([]);
    }
  });

  it('streams a list longer than one batch whole', async () => {
    const { a } = s;
    await s.server.db.query(
      `INSERT INTO reports (organisation_id, property_id, what_broke, trade)
       SELECT $1, $2, 'Lampa ' || g, 'electrician' FROM generate_series(1, 2100) g`,
      [a.org.id, a.property.id],
    );
    const rows = parse((await exportAs(a.manager.token, '?trade=electrician')).body);
    expect(rows).toHaveLength(1 + 2100 + 1);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(2101);
  });
});
