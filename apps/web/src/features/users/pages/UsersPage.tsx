import { roles, type UserSummary } from '@app/contract';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Button, Chip, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useFormat } from '../../../components/format';
import { useListParams } from '../../../components/list-params';
import { PageHeader } from '../../../components/PageHeader';
import { Pager } from '../../../components/Pager';
import { EmptyState, ErrorState, LoadingState } from '../../../components/QueryStates';
import { type Column, ResponsiveList } from '../../../components/ResponsiveList';
import { SearchField } from '../../../components/SearchField';
import { useCurrentUser } from '../../../lib/auth';
import { useInviteList, useSetDisabled, useUserList } from '../api';
import { InviteDialog } from '../components/InviteDialog';

/** Users and invitations: administrators see everyone, managers their own organisation. */
export function UsersPage({ base }: { base: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const user = useCurrentUser();
  const role = user?.roles[0];
  const isAdmin = role === 'Admin';
  const params = useListParams(['role', 'disabled'] as const);
  const list = useUserList(params.apiQuery);
  const invites = useInviteList();
  const setDisabled = useSetDisabled();
  const [inviting, setInviting] = useState(false);
  const [toggling, setToggling] = useState<UserSummary | null>(null);
  if (role !== 'Admin' && role !== 'PropertyManager') return <Navigate to={base} replace />;

  const columns: Column<UserSummary>[] = [
    { key: 'name', label: t('adminPages.users.name'), primary: true, render: (u) => u.name ?? u.email },
    { key: 'email', label: t('adminPages.users.email'), render: (u) => u.email },
    { key: 'role', label: t('adminPages.users.role'), render: (u) => t(`enums.role.${u.role}`) },
    {
      key: 'state',
      label: t('adminPages.users.state'),
      render: (u) =>
        u.disabled ? (
          <Chip
            size="small"
            label={t('adminPages.users.disabled')}
            sx={{ bgcolor: '#b71c1c', color: '#fff' }}
          />
        ) : (
          t('adminPages.users.active')
        ),
    },
    { key: 'created', label: t('adminPages.shared.created'), render: (u) => f.date(u.created) },
  ];
  const inviteRows = invites.data?.items ?? [];

  return (
    <>
      <PageHeader
        title={t('adminPages.users.title')}
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            {t('adminPages.users.invite')}
          </Button>
        }
      />
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <SearchField
          label={t('adminPages.users.search')}
          value={params.q}
          onChange={(q) => params.set({ q })}
        />
        <TextField
          select
          size="small"
          label={t('adminPages.users.role')}
          value={params.filters.role ?? ''}
          onChange={(e) => params.set({ role: e.target.value })}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('errandsPages.filters.all')}</MenuItem>
          {(isAdmin ? roles : (['PropertyManager', 'PropertyTenant'] as const)).map((r) => (
            <MenuItem key={r} value={r}>
              {t(`enums.role.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('adminPages.users.state')}
          value={params.filters.disabled ?? ''}
          onChange={(e) => params.set({ disabled: e.target.value })}
          sx={{ minWidth: 150 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('errandsPages.filters.all')}</MenuItem>
          <MenuItem value="false">{t('adminPages.users.active')}</MenuItem>
          <MenuItem value="true">{t('adminPages.users.disabled')}</MenuItem>
        </TextField>
      </Box>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('adminPages.users.empty')} />
      ) : (
        <>
          <ResponsiveList
            rows={list.data.items}
            columns={columns}
            rowKey={(u) => u.id}
            caption={t('adminPages.users.title')}
            actions={(u) =>
              u.id === user?.id ? null : (
                <Button size="small" color="inherit" onClick={() => setToggling(u)}>
                  {t(u.disabled ? 'adminPages.users.enable' : 'adminPages.users.disable')}
                </Button>
              )
            }
          />
          <Pager
            page={params.page}
            pageSize={params.pageSize}
            total={list.data.total}
            onChange={params.set}
          />
        </>
      )}
      <Box component="section" aria-labelledby="pending-invites" sx={{ mt: 4 }}>
        <Typography id="pending-invites" variant="h5" component="h2" gutterBottom>
          {t('adminPages.users.pendingInvites')}
        </Typography>
        {invites.isError ? (
          <ErrorState error={invites.error} onRetry={() => void invites.refetch()} />
        ) : inviteRows.length === 0 ? (
          <Typography>{t('adminPages.users.noInvites')}</Typography>
        ) : (
          <ResponsiveList
            rows={inviteRows}
            rowKey={(i) => i.id}
            caption={t('adminPages.users.pendingInvites')}
            columns={[
              { key: 'email', label: t('adminPages.users.email'), primary: true, render: (i) => i.email },
              { key: 'role', label: t('adminPages.users.role'), render: (i) => t(`enums.role.${i.role}`) },
              {
                key: 'expires',
                label: t('adminPages.users.expires'),
                render: (i) => f.dateTime(i.expiresAt),
              },
            ]}
          />
        )}
      </Box>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} isAdmin={isAdmin} />
      <ConfirmDialog
        open={toggling !== null}
        title={t(toggling?.disabled ? 'adminPages.users.enableTitle' : 'adminPages.users.disableTitle')}
        body={t(toggling?.disabled ? 'adminPages.users.enableBody' : 'adminPages.users.disableBody', {
          name: toggling?.name ?? toggling?.email ?? '',
        })}
        confirmLabel={t(toggling?.disabled ? 'adminPages.users.enable' : 'adminPages.users.disable')}
        onClose={() => setToggling(null)}
        onConfirm={() => setDisabled.mutateAsync({ id: toggling!.id, disabled: !toggling!.disabled })}
      />
    </>
  );
}
