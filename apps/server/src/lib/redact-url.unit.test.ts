import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('redacts secret query parameters and the change-email path token', () => {
    expect(redactUrl('/reportHub?id=x&access_token=a.b.c')).toBe(`/reportHub?id=x&access_token=${REDACTED}`);
    expect(redactUrl('/auth/reset-password?token=abc')).toBe(`/auth/reset-password?token=${REDACTED}`);
    expect(redactUrl('/api/auth/change-email/abc?x=1')).toBe(`/api/auth/change-email/${REDACTED}?x=1`);
    expect(redactUrl('/api/reports?q=token&sort=-created')).toBe('/api/reports?q=token&sort=-created');
    expect(redactUrl('/x?%74oken=abc')).toBe(`/x?%74oken=${REDACTED}`);
    expect(redactUrl('/x?a=1#token=abc')).toBe('/x?a=1');
    expect(redactUrl(undefined)).toBeUndefined();
  });

  it('redacts the token of capability links to one errand, in the API and on the pages', () => {
    expect(redactUrl('/api/public/errands/abcDEF_123-x')).toBe(`/api/public/errands/${REDACTED}`);
    expect(redactUrl('/api/public/errands/abc/messages')).toBe(`/api/public/errands/${REDACTED}/messages`);
    expect(redactUrl('/api/public/work-orders/abc/accept')).toBe(
      `/api/public/work-orders/${REDACTED}/accept`,
    );
    expect(redactUrl('/f/abc')).toBe(`/f/${REDACTED}`);
    expect(redactUrl('/w/abc?x=1')).toBe(`/w/${REDACTED}?x=1`);
    // A place code is public (it is printed on the sign): kept.
    expect(redactUrl('/api/public/places/K7P3QXM')).toBe('/api/public/places/K7P3QXM');
    expect(redactUrl('/r/K7P3QXM')).toBe('/r/K7P3QXM');
  });

  it('never lets a secret parameter value through, whatever surrounds it', () => {
    const name = fc.constantFrom('token', 'access_token', 'TOKEN', 'refresh_token', 'password', 'secret');
    const value = fc.string({ minLength: 8, maxLength: 40 }).map((s) => `V${encodeURIComponent(s)}Z`);
    const other = fc.array(fc.tuple(fc.constantFrom('q', 'page', 'id'), fc.string({ maxLength: 5 })), {
      maxLength: 3,
    });
    fc.assert(
      fc.property(name, value, other, other, (n, v, before, after) => {
        const pairs = [...before, [n, v] as const, ...after].map(
          ([k, x]) => `${k}=${k === n ? x : encodeURIComponent(x)}`,
        );
        const out = redactUrl(`/any/path?${pairs.join('&')}`)!;
        expect(out).not.toContain(v);
      }),
    );
  });
});
