import { InviteBody, type InviteResponse, languages, type Role, roles } from '@app/contract';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { errorMessage, type FieldErrors, serverFieldErrors, validate } from '../../../lib/forms';
import { lookups } from '../../../lib/queries';
import { useInvite } from '../api';

type Values = Record<
  'email' | 'role' | 'organisationId' | 'propertyId' | 'premisesId' | 'contractorId' | 'language',
  string
>;
const blank: Values = {
  email: '',
  role: 'PropertyTenant',
  organisationId: '',
  propertyId: '',
  premisesId: '',
  contractorId: '',
  language: 'sv',
};

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
  const id = useId();
  const invite = useInvite();
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<InviteResponse | null>(null);
  const orgRole = values.role === 'PropertyManager' || values.role === 'PropertyTenant';
  const orgs = useQuery({ ...lookups.organisations(), enabled: open && allUsers });
  const properties = useQuery({
    ...lookups.properties(allUsers ? values.organisationId || undefined : undefined),
    enabled: open && values.role === 'PropertyTenant' && (!allUsers || Boolean(values.organisationId)),
  });
  const premises = useQuery(lookups.premises(values.propertyId || undefined));
  const contractors = useQuery({
    ...lookups.contractors(),
    enabled: open && allUsers && values.role === 'Contractor',
  });
  useEffect(() => {
    if (open) {
      setValues(blank);
      setErrors({});
      setFailure(null);
      setSent(null);
    }
  }, [open]);
  const allowedRoles: readonly Role[] = allUsers ? roles : ['PropertyTenant', 'PropertyManager'];

  const set = (name: keyof Values, value: string) => {
    const next = { ...values, [name]: value };
    if (name === 'organisationId') next.propertyId = '';
    if (name === 'organisationId' || name === 'propertyId') next.premisesId = '';
    setValues(next);
    setErrors({ ...errors, [name]: '' });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const body = {
      email: values.email.trim(),
      role: values.role,
      organisationId: allUsers && orgRole ? values.organisationId || undefined : undefined,
      premisesId: values.role === 'PropertyTenant' ? values.premisesId || undefined : undefined,
      contractorId: values.role === 'Contractor' ? values.contractorId || undefined : undefined,
      language: values.language,
    };
    const checked = validate(InviteBody, body, t);
    const missing: FieldErrors = {};
    if (allUsers && orgRole && !body.organisationId) missing.organisationId = t('fieldErrors.required');
    if (!checked.ok || Object.keys(missing).length > 0) {
      setErrors({ ...(checked.ok ? {} : checked.errors), ...missing });
      setFailure(t('errors.validation_failed'));
      return;
    }
    try {
      setSent(await invite.mutateAsync(checked.data));
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(errorMessage(t, error));
    }
  };

  const field = (
    name: keyof Values,
    label: string,
    options?: ReactNode,
    extra: { required?: boolean; type?: string } = {},
  ) => (
    <TextField
      name={name}
      label={label}
      type={extra.type}
      required={extra.required}
      select={Boolean(options)}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] || ' '}
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
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby={`${id}-title`}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{t('adminPages.users.inviteTitle')}</DialogTitle>
        <DialogContent>
          {sent ? (
            <Alert severity="success" role="status" sx={{ '& a': { overflowWrap: 'anywhere' } }}>
              <Typography gutterBottom>
                {t('adminPages.users.inviteSent', { email: values.email })}
              </Typography>
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
              {failure && (
                <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                  {failure}
                </Alert>
              )}
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  columnGap: 2,
                  pt: 1,
                }}
              >
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
                    (orgs.data?.items ?? []).map((o) => (
                      <MenuItem key={o.id} value={o.id}>
                        {o.name}
                      </MenuItem>
                    )),
                    { required: true },
                  )}
                {values.role === 'PropertyTenant' &&
                  field('propertyId', t('adminPages.users.property'), [
                    none,
                    ...(properties.data?.items ?? []).map((p) => (
                      <MenuItem key={p.id} value={p.id}>
                        {p.address}
                      </MenuItem>
                    )),
                  ])}
                {values.role === 'PropertyTenant' &&
                  field('premisesId', t('adminPages.users.premises'), [
                    none,
                    ...(premises.data?.items ?? []).map((p) => (
                      <MenuItem key={p.id} value={p.id}>
                        {p.designation}
                      </MenuItem>
                    )),
                  ])}
                {allUsers &&
                  values.role === 'Contractor' &&
                  field('contractorId', t('adminPages.users.contractor'), [
                    none,
                    ...(contractors.data?.items ?? []).map((c) => (
                      <MenuItem key={c.id} value={c.id}>
                        {c.name} ({t(`enums.trade.${c.trade}`)})
                      </MenuItem>
                    )),
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
              </Box>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            {t(sent ? 'adminPages.shared.close' : 'adminPages.shared.cancel')}
          </Button>
          {!sent && (
            <Button type="submit" variant="contained" disabled={invite.isPending}>
              {t('adminPages.users.sendInvite')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
