import { type ApiScope, type ApiToken, ApiTokenCreate, apiScopes } from '@app/contract';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormCard } from '../../components/FormCard';
import { useFormat } from '../../components/format';
import { useNotify } from '../../components/Notifier';
import { TextInput } from '../../components/TextInput';
import { ChecklistField } from './ChecklistField';
import { apiTokens, useCreateApiToken, useRevokeApiToken } from './integrations-api';
import { ownOrganisationSection } from './own-organisation';
import { ShownSecret } from './ShownSecret';
import { useSecretForm } from './use-secret-form';

/** The catalogue key of each scope's name (a colon would read as a namespace). */
const scopeKey: Record<ApiScope, string> = {
  'errands:read': 'integrations.scopes.errandsRead',
  'errands:write': 'integrations.scopes.errandsWrite',
  'properties:read': 'integrations.scopes.propertiesRead',
  webhooks: 'integrations.scopes.webhooks',
};

/** The organisation's API tokens (docs/INTEGRATIONS.md): make, list and revoke; its managers only. */
export const ApiTokensSection = ownOrganisationSection('manageIntegrations', ApiTokensCard);

function ApiTokensCard({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const tokens = useQuery(apiTokens(organisationId));
  const create = useCreateApiToken(organisationId);
  const { form, secret, card } = useSecretForm({
    // The scopes travel as one comma-separated value: the form holds strings.
    empty: { name: '', scopes: 'errands:read' },
    texts: 'integrations.tokens',
    schema: ApiTokenCreate,
    prepare: (v) => ({ name: v.name, scopes: v.scopes.split(',').filter(Boolean) }),
    make: async (body) => (await create.mutateAsync(body)).token,
  });
  return (
    <FormCard
      {...card}
      footer={<TokenList organisationId={organisationId} items={tokens.data?.items ?? []} />}
    >
      <ShownSecret
        secret={secret}
        title={t('integrations.tokens.createdTitle')}
        text={t('integrations.tokens.createdText')}
      />
      <TextInput
        {...form.field('name')}
        id="api-token-name"
        label={t('integrations.tokens.name')}
        autoComplete="off"
      />
      <ChecklistField
        name="scopes"
        legend={t('integrations.tokens.scopes')}
        options={apiScopes}
        label={(scope) => t(scopeKey[scope])}
        value={form.values.scopes}
        onChange={(next) => form.set('scopes', next)}
        error={form.errors.scopes ? t('integrations.tokens.scopeRequired') : null}
      />
    </FormCard>
  );
}

function TokenList({ organisationId, items }: { organisationId: string; items: ApiToken[] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const notify = useNotify();
  const revoke = useRevokeApiToken(organisationId);
  const [asked, setAsked] = useState<ApiToken | null>(null);
  if (items.length === 0) return <Typography sx={{ mt: 2 }}>{t('integrations.tokens.none')}</Typography>;
  return (
    <>
      <List sx={{ mt: 2 }}>
        {items.map((token) => (
          <ListItem
            key={token.id}
            divider
            disableGutters
            sx={{ flexWrap: 'wrap', gap: 1 }}
            secondaryAction={
              token.revoked ? undefined : (
                <Button
                  aria-label={t('integrations.tokens.revokeLabel', { name: token.name })}
                  onClick={() => setAsked(token)}
                >
                  {t('integrations.tokens.revoke')}
                </Button>
              )
            }
          >
            <ListItemText
              sx={{ pr: token.revoked ? 0 : 12, overflowWrap: 'anywhere' }}
              primary={`${token.name} (${token.hint}…)`}
              secondary={[
                token.scopes.map((s) => t(scopeKey[s])).join(', '),
                t('integrations.tokens.createdBy', {
                  time: fmt.date(token.created),
                  name: token.createdBy ?? '',
                }),
                token.revoked
                  ? t('integrations.tokens.revoked', { time: fmt.dateTime(token.revoked) })
                  : token.lastUsed
                    ? t('integrations.tokens.lastUsed', { time: fmt.dateTime(token.lastUsed) })
                    : t('integrations.tokens.neverUsed'),
              ].join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={asked !== null}
        title={t('integrations.tokens.revokeTitle', { name: asked?.name ?? '' })}
        body={t('integrations.tokens.revokeText')}
        confirmLabel={t('integrations.tokens.revoke')}
        onConfirm={async () => {
          if (!asked) return;
          await revoke.mutateAsync(asked.id);
          notify({ message: t('integrations.tokens.revokedDone'), severity: 'success' });
        }}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
