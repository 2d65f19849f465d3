import { describe, expect, it } from 'vitest';
import { publicReportSuite } from '../../test/public-world';

const { s, codeOf } = publicReportSuite('on');

/** Each caller its own network (the test server trusts the loopback proxy's X-Forwarded-For). */
let ip = 0;
const fromNetwork = (n = ++ip) => ({ 'x-forwarded-for': `2001:db8:35::${n.toString(16)}` });
const send = (code: string, email: string, headers: Record<string, string>) =>
  s.api.post(`/api/public/places/${code}/reports`, { description: 'Trasig lampa', email }, { headers });

describe('limits on reporting without an account (429)', () => {
  it('per network: ten reports an hour from one address', async () => {
    const code = await codeOf('property', s.a.property.id);
    const net = fromNetwork();
    for (let i = 0; i < 10; i++) expect((await send(code, `n${i}@example.se`, net)).status).toBe(202);
    const over = await send(code, 'n10@example.se', net);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(code, 'n10@example.se', fromNetwork())).status).toBe(202);
  });

  it('per address: five reports an hour to one email, from any network', async () => {
    const code = await codeOf('premises', s.a.premises.id);
    for (let i = 0; i < 5; i++)
      expect((await send(code, 'samma@example.se', fromNetwork())).status).toBe(202);
    expect((await send(code, 'samma@example.se', fromNetwork())).status).toBe(429);
    expect((await send(code, 'annan@example.se', fromNetwork())).status).toBe(202);
  });

  it('per place: thirty reports an hour at one code, whoever sends them', async () => {
    const code = await codeOf('equipment', s.a.equipment.id);
    for (let i = 0; i < 30; i++)
      expect((await send(code, `p${i}@example.se`, fromNetwork())).status).toBe(202);
    expect((await send(code, 'p30@example.se', fromNetwork())).status).toBe(429);
  });

  it('per network on the code check: twenty tries in ten minutes', async () => {
    const net = fromNetwork();
    const id = '00000000-0000-4000-8000-000000000035';
    for (let i = 0; i < 20; i++)
      expect(
        (await s.api.post(`/api/public/submissions/${id}/confirm`, { code: '123456' }, { headers: net }))
          .status,
      ).toBe(400);
    const over = await s.api.post(
      `/api/public/submissions/${id}/confirm`,
      { code: '123456' },
      { headers: net },
    );
    expect(over.status).toBe(429);
  });

  it('per network on looking up a code: 120 a minute, then 429 (guessing codes)', async () => {
    const net = fromNetwork();
    for (let i = 0; i < 120; i++)
      expect((await s.api.get('/api/public/places/ZZZZZZZ', { headers: net })).status, `look-up ${i}`).toBe(
        404,
      );
    const over = await s.api.get('/api/public/places/ZZZZZZZ', { headers: net });
    expect(over.status).toBe(429);
    expect((await s.api.get('/api/public/places/ZZZZZZZ', { headers: fromNetwork() })).status).toBe(404);
  });
});
