import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db';
import { twoOrgSuite } from '../../test/api-suite';
import { insertReport } from '../../test/org-world';

const s = twoOrgSuite({ plumber: { role: 'Contractor', name: '=HYPERLINK("x") Rör-Rolf AB' } });
const base = (orgId: string) => `/api/organisations/${orgId}/accounting`;

async function closeOut(
  q: Queryable,
  report: { id: string },
  org: string,
  contractorId: string | null,
  cost: number,
  doneAt: string,
) {
  await q.query(
    `INSERT INTO report_closeouts (report_id, organisation_id, contractor_id, resolution, cost_sek, done_at)
     VALUES ($1, $2, $3, 'Åtgärdat', $4, $5)`,
    [report.id, org, contractorId, cost, doneAt],
  );
}

async function download(path: string, token: string) {
  const res = await fetch(s.server.url + path, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/**
 * An SIE 4 reader written from the format's description: CP437 text, CRLF lines, `#LABEL` then
 * fields separated by spaces, quoted fields with \" and \\, `{…}` object lists, and a voucher's
 * `#TRANS` records inside `{` `}` lines after its `#VER`.
 */
function parseSie(bytes: Buffer) {
  const text = iconv.decode(bytes, 'cp437');
  expect(text.endsWith('\r\n')).toBe(true);
  const fields = (line: string) => {
    const out: string[] = [];
    const re = /"((?:[^"\\]|\\.)*)"|\{[^}]*\}|\S+/g;
    for (const m of line.matchAll(re)) out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[0]);
    return out;
  };
  const heads = new Map<string, string[]>();
  const vouchers: {
    series: string;
    number: number;
    date: string;
    text: string;
    trans: { account: string; amount: number }[];
  }[] = [];
  let open: (typeof vouchers)[number] | null = null;
  for (const raw of text.split('\r\n').slice(0, -1)) {
    const line = raw.trim();
    if (line === '{') {
      expect(vouchers.length).toBeGreaterThan(0);
      open = vouchers.at(-1)!;
      continue;
    }
    if (line === '}') {
      open = null;
      continue;
    }
    const [label, ...rest] = fields(line);
    expect(label).toMatch(/^#[A-Z]+$/);
    if (label === '#TRANS') {
      expect(open).not.toBeNull();
      expect(rest[1]).toMatch(/^\{.*\}$/);
      expect(rest[2]).toMatch(/^-?\d+(\.\d{1,2})?$/);
      open!.trans.push({ account: rest[0]!, amount: Number(rest[2]) });
    } else if (label === '#VER') {
      expect(rest[2]).toMatch(/^\d{8}$/);
      vouchers.push({ series: rest[0]!, number: Number(rest[1]), date: rest[2]!, text: rest[3]!, trans: [] });
    } else heads.set(label!, rest);
  }
  return { heads, vouchers };
}

describe('accounting export', () => {
  it('writes close-out costs per contractor and property as SIE 4 in CP437 that parses back and balances', async () => {
    const db = s.server.db;
    const a = s.a.org.id;
    const [r1, r2, r3, r4] = [
      await insertReport(db, { organisationId: a, propertyId: s.a.property.id }),
      await insertReport(db, { organisationId: a, propertyId: s.a.property.id }),
      await insertReport(db, { organisationId: a, propertyId: s.a.property.id }),
      await insertReport(db, { organisationId: s.b.org.id, propertyId: s.b.property.id }),
    ];
    await closeOut(db, r1!, a, s.plumber.contractorId, 1200.5, '2026-10-05T10:00:00Z');
    await closeOut(db, r2!, a, s.plumber.contractorId, 99.5, '2026-10-31T23:30:00Z'); // 1 Nov in Sweden (CET)
    await closeOut(db, r3!, a, s.plumber.contractorId, 300, '2026-10-20T10:00:00Z');
    await closeOut(db, r4!, s.b.org.id, s.plumber.contractorId, 5000, '2026-10-10T10:00:00Z');
    await db.query(`UPDATE properties SET address = 'Ölandsgatan 3', city = 'Göteborg' WHERE id = $1`, [
      s.a.property.id,
    ]);
    const put = await s.api.put(
      `${base(a)}/settings`,
      { costAccount: '5170', payableAccount: '2440', voucherSeries: 'F' },
      { token: s.a.manager.token },
    );
    expect(put.status).toBe(200);

    const sie = await download(
      `${base(a)}/export?from=2026-10-01&to=2026-10-31&format=sie`,
      s.a.manager.token,
    );
    expect(sie.status).toBe(200);
    expect(sie.type).toContain('ibm437');
    // Swedish letters in code page 437: ö is 0x94, Ö is 0x99.
    expect(sie.bytes.includes(0x94)).toBe(true);
    expect(sie.bytes.includes(Buffer.from('ö', 'utf8'))).toBe(false);
    const { heads, vouchers } = parseSie(sie.bytes);
    expect(heads.get('#SIETYP')).toEqual(['4']);
    expect(heads.get('#FORMAT')).toEqual(['PC8']);
    expect(heads.get('#FNAMN')).toEqual([s.a.org.name]);
    expect(vouchers).toHaveLength(1);
    const [v] = vouchers;
    expect(v).toMatchObject({ series: 'F', number: 1, date: '20261031' });
    expect(v!.text).toContain('Ölandsgatan 3, Göteborg');
    expect(v!.text).toContain('=HYPERLINK("x") Rör-Rolf AB');
    expect(v!.trans).toEqual([
      { account: '5170', amount: 1500.5 },
      { account: '2440', amount: -1500.5 },
    ]);
  });

  it('writes the same as CSV with the safe-cell writer', async () => {
    const csv = await download(`${base(s.a.org.id)}/export?from=2026-10-01&to=2026-11-30`, s.a.manager.token);
    expect(csv.status).toBe(200);
    const text = csv.bytes.toString('utf8');
    expect(text.startsWith('\uFEFFcontractor;property;errands;cost_sek\r\n')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""x"") Rör-Rolf AB";"Ölandsgatan 3, Göteborg";3;1600.00\r\n`);
  });

  it("refuses tenants (403), another organisation's manager (404), bad periods and accounts (400)", async () => {
    const a = s.a.org.id;
    const q = '/export?from=2026-10-01&to=2026-10-31';
    expect((await download(`${base(a)}${q}`, s.a.tenant.token)).status).toBe(403);
    expect((await download(`${base(a)}${q}`, s.b.manager.token)).status).toBe(404);
    expect(
      (await download(`${base(a)}/export?from=2026-11-01&to=2026-10-01`, s.a.manager.token)).status,
    ).toBe(400);
    expect(
      (await download(`${base(a)}/export?from=2026-10-01&to=2026-10-31&format=xls`, s.a.manager.token))
        .status,
    ).toBe(400);
    const bad = await s.api.put(
      `${base(a)}/settings`,
      { costAccount: '51', payableAccount: '2440', voucherSeries: 'F' },
      { token: s.a.manager.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('costAccount');
    expect((await s.api.get(`${base(a)}/settings`, { token: s.b.manager.token })).status).toBe(404);
  });
});
