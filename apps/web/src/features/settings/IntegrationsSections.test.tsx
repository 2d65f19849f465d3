import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { i18next as i18n } from '../../lib/i18n';
import { asManagerInEachTest, renderSection } from '../../test/settings';
import { ApiTokensSection } from './ApiTokensSection';
import { WebhooksSection } from './WebhooksSection';

asManagerInEachTest();

describe('a secret made in the integrations settings', () => {
  it.each([
    [
      'API token',
      <ApiTokensSection key="tokens" />,
      { name: 'integrations.tokens.name', value: 'Fastighetssystemet' },
      'integrations.tokens.create',
      { token: 'tok_once' },
      'tok_once',
      'integrations.tokens.createdTitle',
    ],
    [
      'webhook',
      <WebhooksSection key="webhooks" />,
      { name: 'integrations.webhooks.url', value: 'https://example.com/hook' },
      'integrations.webhooks.create',
      { secret: 'whsec_once' },
      'whsec_once',
      'integrations.webhooks.secretTitle',
    ],
  ] as const)(
    '%s: is shown once made, and gone when closed',
    async (_name, section, typed, create, answer, secret, title) => {
      vi.spyOn(api, 'get').mockResolvedValue({ items: [] });
      const post = vi.spyOn(api, 'post').mockResolvedValue(answer);
      renderSection(section);
      fireEvent.change(await screen.findByLabelText(i18n.t(typed.name)), { target: { value: typed.value } });
      fireEvent.click(screen.getByRole('button', { name: i18n.t(create) }));
      await waitFor(() => expect(post).toHaveBeenCalled());
      const shown = (await screen.findByRole('textbox', { name: i18n.t(title) })) as HTMLInputElement;
      expect(shown.value).toBe(secret);
      fireEvent.click(screen.getByRole('button', { name: i18n.t('integrations.tokens.close') }));
      expect(screen.queryByRole('textbox', { name: i18n.t(title) })).toBeNull();
    },
  );
});
