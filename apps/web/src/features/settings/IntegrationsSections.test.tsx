import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { i18next as i18n } from '../../lib/i18n';
import { asManagerInEachTest, renderSection } from '../../test/settings';
import { ApiTokensSection } from './ApiTokensSection';
import { WebhooksSection } from './WebhooksSection';

asManagerInEachTest();

describe('a secret made in the integrations settings', () => {
  // The section's catalogue prefix, the section, the field to fill, the secret's title, the server's answer.
  it.each([
    ['integrations.tokens', <ApiTokensSection key="t" />, 'name', 'createdTitle', { token: 'tok_1' }],
    ['integrations.webhooks', <WebhooksSection key="w" />, 'url', 'secretTitle', { secret: 'whsec_1' }],
  ] as const)(
    '%s: the secret is shown once made, and gone when closed',
    async (prefix, section, field, title, answer) => {
      const name = { name: i18n.t(`${prefix}.${title}`) };
      vi.spyOn(api, 'get').mockResolvedValue({ items: [] });
      const post = vi.spyOn(api, 'post').mockResolvedValue(answer);
      renderSection(section);
      const input = await screen.findByLabelText(i18n.t(`${prefix}.${field}`));
      fireEvent.change(input, { target: { value: 'https://example.com/hook' } });
      fireEvent.click(screen.getByRole('button', { name: i18n.t(`${prefix}.create`) }));
      await waitFor(() => expect(post).toHaveBeenCalled());
      const shown = (await screen.findByRole('textbox', name)) as HTMLInputElement;
      expect(shown.value).toBe(Object.values(answer)[0]);
      fireEvent.click(screen.getByRole('button', { name: i18n.t('integrations.tokens.close') }));
      expect(screen.queryByRole('textbox', name)).toBeNull();
    },
  );
});
