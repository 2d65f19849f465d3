import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './templates';

describe('mail templates', () => {
  it('write Swedish and English with the link in both parts', () => {
    const link = 'https://felanmalan.example/auth/reset-password?token=abc&x=1';
    const sv = renderMail('reset', 'sv', { link });
    const en = renderMail('reset', 'en', { link });
    expect(sv.subject).toBe('Återställ ditt lösenord');
    expect(en.subject).toBe('Reset your password');
    expect(sv.text).toContain(link);
    expect(sv.html).toContain('href="https://felanmalan.example/auth/reset-password?token=abc&amp;x=1"');
    expect(en.html).toContain('<html lang="en">');
  });

  it('escape every interpolated value in the HTML part', () => {
    const mail = renderMail('invite', 'en', {
      link: 'https://x.example/"><script>alert(1)</script>',
      inviter: '<img src=x onerror=alert(1)>',
      role: 'Tenant',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; has invited you');
    expect(mail.text).toContain('<img src=x onerror=alert(1)> has invited you');
  });

  it('escapeHtml covers the five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
