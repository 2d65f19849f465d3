import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { twoOrgSuite } from '../../test/api-suite';

const s = twoOrgSuite({ plumber: { role: 'Contractor', trade: 'plumber' } });

async function pdfText(
  res: Response,
): Promise<{ pages: number; text: string; width: number; height: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const page = await pdf.getPage(1);
  const [, , width, height] = page.view;
  const { text } = await extractText(pdf, { mergePages: true });
  return { pages: pdf.numPages, text, width: width!, height: height! };
}

const signOf = (path: string, token: string) =>
  fetch(`${s.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('place codes', () => {
  it('gives each place one short code on first ask, the same one after', async () => {
    const token = s.a.manager.token;
    const codes = new Set<string>();
    for (const [kind, id] of [
      ['property', s.a.property.id],
      ['premises', s.a.premises.id],
      ['equipment', s.a.equipment.id],
    ] as const) {
      const first = await s.api.get(`/api/places/${kind}/${id}/public-code`, { token });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        kind,
        placeId: id,
        propertyId: s.a.property.id,
        publicReporting: true,
      });
      expect(first.body.code).toMatch(/^[2-9A-HJ-NP-Z]{7}$/);
      expect(first.body.url).toMatch(new RegExp(`/r/${first.body.code}$`));
      const again = await s.api.get(`/api/places/${kind}/${id}/public-code`, { token });
      expect(again.body.code).toBe(first.body.code);
      codes.add(first.body.code);
    }
    expect(codes.size).toBe(3);
  });

  it('answers anyone holding the code with the place, in any case and with spaces', async () => {
    const { body } = await s.api.get(`/api/places/premises/${s.a.premises.id}/public-code`, {
      token: s.a.manager.token,
    });
    const typed = `${body.code.slice(0, 3).toLowerCase()} ${body.code.slice(3)}`;
    const res = await s.api.get(`/api/public/places/${encodeURIComponent(typed)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: body.code,
      kind: 'premises',
      address: 'Alfa gata 1, Uppsala',
      name: 'Lgh 1101',
      organisationName: 'Alfa',
      language: 'sv',
      onCallPhone: null,
    });
  });

  it('answers 404 for an unknown code and 400 for one that cannot be a code', async () => {
    expect((await s.api.get('/api/public/places/ZZZZZZZ')).status).toBe(404);
    const bad = await s.api.get('/api/public/places/0O1I');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('code');
  });

  it('keeps codes and signs from other organisations, tenants and contractors', async () => {
    const path = `/api/places/property/${s.a.property.id}/public-code`;
    expect((await s.api.get(path)).status).toBe(401);
    expect((await s.api.get(path, { token: s.b.manager.token })).status).toBe(404);
    expect(
      (await s.api.get(`/api/places/property/${s.a.property.id}/sign`, { token: s.b.manager.token })).status,
    ).toBe(404);
    // A tenant reads their property, but may not hand out its code.
    expect((await s.api.get(path, { token: s.a.tenant.token })).status).toBe(403);
    expect((await s.api.get(path, { token: s.plumber.token })).status).toBe(404);
    expect((await s.api.get(path, { token: s.admin.token })).status).toBe(200);
    const badKind = await s.api.get(`/api/places/organisation/${s.a.org.id}/public-code`, {
      token: s.admin.token,
    });
    expect(badKind.status).toBe(400);
  });

  it('prints an A6 sign in Swedish and English with the code and the place', async () => {
    const { body } = await s.api.get(`/api/places/equipment/${s.a.equipment.id}/public-code`, {
      token: s.a.manager.token,
    });
    const sv = await signOf(`/api/places/equipment/${s.a.equipment.id}/sign`, s.a.manager.token);
    expect(sv.status).toBe(200);
    expect(sv.headers.get('content-type')).toBe('application/pdf');
    expect(sv.headers.get('content-disposition')).toBe(`attachment; filename="skylt-${body.code}.pdf"`);
    const svPdf = await pdfText(sv);
    expect(svPdf.pages).toBe(1);
    expect(Math.round(svPdf.width)).toBe(298);
    expect(Math.round(svPdf.height)).toBe(420);
    expect(svPdf.text).toContain('Felanmälan');
    expect(svPdf.text).toContain(body.code);
    expect(svPdf.text).toContain('Värmepanna');
    expect(svPdf.text).toContain('Utrustning');

    const en = await signOf(`/api/places/equipment/${s.a.equipment.id}/sign?language=en`, s.a.manager.token);
    const enPdf = await pdfText(en);
    expect(enPdf.text).toContain('Report a fault');
    expect(enPdf.text).toContain(body.code);
  });

  it('lets the manager switch public reporting off and on: the code answers 404 meanwhile', async () => {
    const { body } = await s.api.get(`/api/places/premises/${s.b.premises.id}/public-code`, {
      token: s.b.manager.token,
    });
    const path = `/api/properties/${s.b.property.id}/public-reporting`;
    expect((await s.api.put(path, { enabled: false }, { token: s.a.manager.token })).status).toBe(404);
    expect((await s.api.put(path, { enabled: false }, { token: s.b.tenant.token })).status).toBe(403);
    const bad = await s.api.put(path, { enabled: 'no' }, { token: s.b.manager.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('enabled');

    const off = await s.api.put(path, { enabled: false }, { token: s.b.manager.token });
    expect(off.body).toEqual({ enabled: false });
    expect((await s.api.get(`/api/public/places/${body.code}`)).status).toBe(404);
    const staffView = await s.api.get(`/api/places/premises/${s.b.premises.id}/public-code`, {
      token: s.b.manager.token,
    });
    expect(staffView.body.publicReporting).toBe(false);

    await s.api.put(path, { enabled: true }, { token: s.b.manager.token });
    expect((await s.api.get(`/api/public/places/${body.code}`)).status).toBe(200);

    // Both switches are in the organisation's audit log, naming the property; refused ones are not.
    const log = await s.api.get('/api/audit-log?action=property.publicReporting', {
      token: s.b.manager.token,
    });
    expect(log.status).toBe(200);
    expect(log.body.items).toEqual([
      expect.objectContaining({ targetId: s.b.property.id, details: { enabled: true } }),
      expect.objectContaining({ targetId: s.b.property.id, details: { enabled: false } }),
    ]);
    expect(log.body.items[0].targetName).toBeTruthy();
  });
});
