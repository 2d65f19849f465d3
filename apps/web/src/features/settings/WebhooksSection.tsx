import { WebhookSubscriptionCreate, webhookEvents } from '@app/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/FormCard';
import { TextInput } from '../../components/TextInput';
import { ChecklistField } from './ChecklistField';
import { useWebhookActions, webhooks } from './integrations-api';
import { ownOrganisationSection } from './own-organisation';
import { ShownSecret } from './ShownSecret';
import { useSecretForm } from './use-secret-form';
import { eventKey, WebhookRow } from './WebhookRow';

/** The organisation's webhooks (docs/INTEGRATIONS.md): add, test, resume, delete, see deliveries. */
export const WebhooksSection = ownOrganisationSection('manageIntegrations', WebhooksCard);

function WebhooksCard({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const list = useQuery(webhooks(organisationId));
  const actions = useWebhookActions(organisationId);
  const { form, secret, card } = useSecretForm({
    empty: { url: '', events: webhookEvents.join(',') },
    texts: 'integrations.webhooks',
    schema: WebhookSubscriptionCreate,
    prepare: (v) => ({ url: v.url.trim(), events: v.events.split(',').filter(Boolean) }),
    make: async (body) => (await actions.create.mutateAsync(body)).secret,
  });
  const items = list.data?.items ?? [];
  return (
    <FormCard
      {...card}
      footer={
        items.length === 0 ? (
          <Typography sx={{ mt: 2 }}>{t('integrations.webhooks.none')}</Typography>
        ) : (
          <Stack spacing={2} sx={{ mt: 2 }}>
            {items.map((hook) => (
              <WebhookRow key={hook.id} organisationId={organisationId} hook={hook} />
            ))}
          </Stack>
        )
      }
    >
      <ShownSecret
        secret={secret}
        title={t('integrations.webhooks.secretTitle')}
        text={t('integrations.webhooks.secretText')}
      />
      <TextInput {...form.field('url')} id="webhook-url" label={t('integrations.webhooks.url')} type="url" />
      <ChecklistField
        name="events"
        legend={t('integrations.webhooks.events')}
        options={webhookEvents}
        label={(type) => t(eventKey(type))}
        value={form.values.events}
        onChange={(next) => form.set('events', next)}
        error={form.errors.events ? t('integrations.webhooks.eventsRequired') : null}
      />
    </FormCard>
  );
}
