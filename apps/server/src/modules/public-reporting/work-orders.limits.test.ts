import { describe, expect, it } from 'vitest';
import { workOrderSuite } from '../../test/work-order-world';

const { s, links, newErrand, wo } = workOrderSuite('on');

describe('limits on work-order links (429)', () => {
  it('a manager sends at most thirty work orders an hour; another manager is not held up', async () => {
    const id = await newErrand();
    for (let i = 0; i < 30; i++) {
      const res = await s.api.post(links(id), { email: `e${i}@example.se` }, { token: s.a.manager.token });
      expect(res.status, `send ${i}`).toBe(201);
    }
    const over = await s.api.post(links(id), { email: 'e30@example.se' }, { token: s.a.manager.token });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const b = await newErrand('b');
    expect((await s.api.post(links(b), { email: 'b@example.se' }, { token: s.b.manager.token })).status).toBe(
      201,
    );
  });

  it('a network writes through links at most thirty times in ten minutes', async () => {
    const net = { 'x-forwarded-for': '2001:db8:47::1' };
    const token = 'x'.repeat(43);
    for (let i = 0; i < 30; i++)
      expect((await s.api.post(wo(token, '/notes'), { note: 'Hej' }, { headers: net })).status).toBe(404);
    expect((await s.api.post(wo(token, '/notes'), { note: 'Hej' }, { headers: net })).status).toBe(429);
  });

  it('a network reads links at most 120 times a minute (guessing tokens), another network is not held up', async () => {
    const net = { 'x-forwarded-for': '2001:db8:48::1' };
    const guess = (i: number) => wo(String(i).padStart(43, 'y'));
    for (let i = 0; i < 120; i++)
      expect((await s.api.get(guess(i), { headers: net })).status, `read ${i}`).toBe(404);
    const over = await s.api.get(guess(120), { headers: net });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await s.api.get(guess(121), { headers: { 'x-forwarded-for': '2001:db8:49::1' } })).status).toBe(
      404,
    );
  });
});
