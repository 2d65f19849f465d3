import {
  accountTies,
  defaultInviteRole,
  InviteBody,
  type InviteResponse,
  languages,
  organisationRoles,
  type Role,
  roles,
} from '@app/contract';
import { Alert, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, menuItems } from '../../../components/FormDialog';
import { lookups } from '../../../lib/queries';
import { useForm } from '../../../lib/use-form';
import { useInvite } from '../api';

type Values = Record<
  'email' | 'role' | 'organisationId' | 'propertyId' | 'premisesId' | 'contractorId' | 'language',
  string
>;
const blank: Values = {
  email: '',
  role: defaultInviteRole,
  organisationId: '',
  propertyId: '',
  premisesId: '',
  contractorId: '',
  language: 'sv',
};

/** A new organisation clears the property, a new property the premises. */
function derive(next: Values, changed: keyof Values): Values {
  if (changed === 'organisationId') return { ...next, propertyId: '', premisesId: '' };
  if (changed === 'propertyId') return { ...next, premisesId: '' };
  return next;
}

/** What an invitation of the chosen role links (the form's value is a plain string). */
const tiesOf = (role: string) =>
  (roles as readonly string[]).includes(role)
    ? accountTies(role as Role)
    : { organisation: false, premises: false, contractor: false };

/** Who may invite into any organisation must name it for managers and tenants. */
const AnyOrganisationInvite = InviteBody.superRefine((body, ctx) => {
  if (accountTies(body.role).organisation && !body.organisationId)
    ctx.addIssue({ code: 'custom', path: ['organisationId'], message: 'fieldErrors.required' });
});

/**
 * Invites someone by mail: an administrator any role into any organisation (tenants with their
 * premises, contractors linked to their freelancer record); a manager tenants and managers of their own.
 */
export function InviteDialog({
  open,
  onClose,
  allUsers,
}: {
  open: boolean;
  onClose: () => void;
  allUsers: boolean;
}) {
  const { t } = useTranslation();
  const invite = useInvite();
  const form = useForm<Values>(blank, { derive, summary: true });
  const { values } = form;
  const [sent, setSent] = useState<InviteResponse | null>(null);
  const ties = tiesOf(values.role);
  const orgRole = ties.organisation;
  const tenant = ties.premises;
  const orgs = useQuery({ ...lookups.organisations(), enabled: open && allUsers });
  const properties = useQuery({
    ...lookups.properties(allUsers ? values.organisationId || undefined : undefined),
    enabled: open && tenant && (!allUsers || Boolean(values.organisationId)),
  });
  const premises = useQuery(lookups.premises(values.propertyId || undefined));
  const contractors = useQuery({
    ...lookups.contractors(),
    enabled: open && allUsers && ties.contractor,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens
  useEffect(() => {
    if (open) {
      form.reset(blank);
      setSent(null);
    }
  }, [open]);
  // A manager's choice opens on the role the form starts on.
  const allowedRoles: readonly Role[] = allUsers
    ? roles
    : [defaultInviteRole, ...organisationRoles.filter((r) => r !== defaultInviteRole)];

  const submit = form.handleSubmit(
    allUsers ? AnyOrganisationInvite : InviteBody,
    async (body) => setSent(await invite.mutateAsync(body)),
    (v) => ({
      email: v.email.trim(),
      role: v.role,
      organisationId: allUsers && orgRole ? v.organisationId || undefined : undefined,
      premisesId: tenant ? v.premisesId || undefined : undefined,
      contractorId: tiesOf(v.role).contractor ? v.contractorId || undefined : undefined,
      language: v.language,
    }),
  );

  const field = (
    name: keyof Values,
    label: string,
    options?: ReactNode,
    extra: { required?: boolean; type?: string } = {},
  ) => (
    <TextField
      {...form.dialogField(name)}
      label={label}
      type={extra.type}
      required={extra.required}
      select={Boolean(options)}
    >
      {options}
    </TextField>
  );
  const none = (
    <MenuItem key="" value="">
      {t('adminPages.shared.none')}
    </MenuItem>
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('adminPages.users.inviteTitle')}
      form={form}
      onSubmit={submit}
      submitLabel={sent ? undefined : t('adminPages.users.sendInvite')}
      cancelLabel={t(sent ? 'adminPages.shared.close' : 'adminPages.shared.cancel')}
      grid={!sent}
    >
      {sent ? (
        <Alert severity="success" role="status" sx={{ '& a': { overflowWrap: 'anywhere' } }}>
          <Typography gutterBottom>{t('adminPages.users.inviteSent', { email: values.email })}</Typography>
          <Typography variant="body2">{t('adminPages.users.inviteLink')}</Typography>
          <Typography
            variant="body2"
            component="code"
            sx={{ overflowWrap: 'anywhere' }}
            data-testid="invite-url"
          >
            {sent.url}
          </Typography>
        </Alert>
      ) : (
        <>
          {field('email', t('adminPages.users.email'), undefined, { required: true, type: 'email' })}
          {field(
            'role',
            t('adminPages.users.role'),
            allowedRoles.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`enums.role.${r}`)}
              </MenuItem>
            )),
            { required: true },
          )}
          {allUsers &&
            orgRole &&
            field(
              'organisationId',
              t('adminPages.users.organisation'),
              menuItems(orgs.data?.items, (o) => o.name),
              { required: true },
            )}
          {tenant &&
            field('propertyId', t('adminPages.users.property'), [
              none,
              ...menuItems(properties.data?.items, (p) => p.address),
            ])}
          {tenant &&
            field('premisesId', t('adminPages.users.premises'), [
              none,
              ...menuItems(premises.data?.items, (p) => p.designation),
            ])}
          {allUsers &&
            ties.contractor &&
            field('contractorId', t('adminPages.users.contractor'), [
              none,
              ...menuItems(contractors.data?.items, (c) => `${c.name} (${t(`enums.trade.${c.trade}`)})`),
            ])}
          {field(
            'language',
            t('adminPages.users.mailLanguage'),
            languages.map((l) => (
              <MenuItem key={l} value={l}>
                {t(`languages.${l}`)}
              </MenuItem>
            )),
          )}
        </>
      )}
    </FormDialog>
  );
}
