import { organisationRoles, roles, type UserSummary } from '@app/contract';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { enumOptions, useFormat } from '../../../components/format';
import { ListPage } from '../../../components/ListPage';
import { useListParams } from '../../../components/list-params';
import { ErrorState } from '../../../components/QueryStates';
import { type Column, ResponsiveList } from '../../../components/ResponsiveList';
import { RowMenu } from '../../../components/RowMenu';
import { useCurrentUser } from '../../../lib/auth';
import { downloadFile } from '../../../lib/download-csv';
import { inviteList, useErase, userList, useSetDisabled } from '../api';
import { InviteDialog } from '../components/InviteDialog';

/** Users and invitations: administrators see everyone, managers their own organisation. */
export default function UsersPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const user = useCurrentUser();
  const allUsers = Boolean(user?.can.manageAllUsers);
  const params = useListParams(['role', 'disabled'] as const);
  const invites = useQuery(inviteList());
  const setDisabled = useSetDisabled();
  const [inviting, setInviting] = useState(false);
  const [toggling, setToggling] = useState<UserSummary | null>(null);
  const erase = useErase();
  const [erasing, setErasing] = useState<UserSummary | null>(null);
  const label = (k: string) => t(`adminPages.users.${k}`);

  const columns: Column<UserSummary>[] = [
    {
      key: 'name',
      label: label('name'),
      primary: true,
      render: (u) => (u.erased ? t('privacy.erase.erasedPerson') : (u.name ?? u.email)),
    },
    { key: 'email', label: label('email'), render: (u) => (u.erased ? '–' : u.email) },
    { key: 'role', label: label('role'), render: (u) => t(`enums.role.${u.role}`) },
    {
      key: 'state',
      label: label('state'),
      render: (u) =>
        u.erased ? (
          <Chip size="small" label={t('privacy.erase.erased')} />
        ) : u.disabled ? (
          <Chip size="small" label={label('disabled')} sx={{ bgcolor: '#b71c1c', color: '#fff' }} />
        ) : (
          label('active')
        ),
    },
    { key: 'created', label: t('adminPages.shared.created'), nowrap: true, render: (u) => f.date(u.created) },
  ];
  const inviteRows = invites.data?.items ?? [];
  const roleChoices = allUsers ? roles : organisationRoles;

  return (
    <ListPage
      title={label('title')}
      section="adminPages.users"
      params={params}
      list={userList}
      columns={columns}
      filters={[
        {
          key: 'role',
          label: label('role'),
          options: enumOptions(t, 'role', roleChoices),
        },
        {
          key: 'disabled',
          label: label('state'),
          minWidth: 150,
          options: [
            { value: 'false', label: label('active') },
            { value: 'true', label: label('disabled') },
          ],
        },
      ]}
      headerActions={
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          {label('invite')}
        </Button>
      }
      rowActions={(u) =>
        u.id === user?.id || u.erased ? null : (
          <RowMenu
            label={t('adminPages.shared.actionsFor', { name: u.name ?? u.email })}
            items={[
              { label: label(u.disabled ? 'enable' : 'disable'), onClick: () => setToggling(u) },
              {
                label: t('privacy.export.action'),
                onClick: () => void downloadFile(`/api/users/${u.id}/export`),
              },
              { label: t('privacy.erase.action'), onClick: () => setErasing(u), danger: true },
            ]}
          />
        )
      }
    >
      <Box component="section" aria-labelledby="pending-invites" sx={{ mt: 4 }}>
        <Typography id="pending-invites" variant="h5" component="h2" gutterBottom>
          {label('pendingInvites')}
        </Typography>
        {invites.isError ? (
          <ErrorState error={invites.error} onRetry={() => void invites.refetch()} />
        ) : inviteRows.length === 0 ? (
          <Typography>{label('noInvites')}</Typography>
        ) : (
          <ResponsiveList
            rows={inviteRows}
            rowKey={(i) => i.id}
            caption={label('pendingInvites')}
            columns={[
              { key: 'email', label: label('email'), primary: true, render: (i) => i.email },
              { key: 'role', label: label('role'), render: (i) => t(`enums.role.${i.role}`) },
              {
                key: 'expires',
                label: label('expires'),
                nowrap: true,
                render: (i) => f.dateTime(i.expiresAt),
              },
            ]}
          />
        )}
      </Box>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} allUsers={allUsers} />
      <ConfirmDialog
        open={toggling !== null}
        title={label(toggling?.disabled ? 'enableTitle' : 'disableTitle')}
        body={t(toggling?.disabled ? 'adminPages.users.enableBody' : 'adminPages.users.disableBody', {
          name: toggling?.name ?? toggling?.email ?? '',
        })}
        confirmLabel={label(toggling?.disabled ? 'enable' : 'disable')}
        onClose={() => setToggling(null)}
        onConfirm={() => setDisabled.mutateAsync({ id: toggling!.id, disabled: !toggling!.disabled })}
      />
      <ConfirmDialog
        open={erasing !== null}
        title={t('privacy.erase.title')}
        body={t('privacy.erase.body', { name: erasing?.name ?? erasing?.email ?? '' })}
        confirmLabel={t('privacy.erase.confirm')}
        destructive
        onClose={() => setErasing(null)}
        onConfirm={() => erase.mutateAsync(erasing!.id)}
      />
    </ListPage>
  );
}
