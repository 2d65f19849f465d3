import { type Contractor, trades } from '@app/contract';
import { Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ContractorStatsCard } from '../../../components/ContractorStatsCard';
import type { FieldSpec } from '../../../components/EntityFormDialog';
import { enumOptions } from '../../../components/format';
import { useListParams } from '../../../components/list-params';
import { RegisterPage } from '../../../components/RegisterPage';
import { type Column, textColumn } from '../../../components/ResponsiveList';
import { useCurrentUser } from '../../../lib/auth';
import { contractorRegister } from '../api';

const sorts = ['name', '-name', 'trade', '-created'] as const;

/** Contractors: administrators manage them; managers and tenants read what they may see. */
export default function ContractorsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const params = useListParams(['trade'] as const, { sort: 'name' });
  const label = (k: string) => t(`contractorsPages.fields.${k}`);
  const tradeOptions = enumOptions(t, 'trade', trades);
  const fields: FieldSpec[] = [
    { name: 'name', label: label('name'), kind: 'text', required: true },
    { name: 'trade', label: label('trade'), kind: 'select', required: true, options: tradeOptions },
    { name: 'phone', label: label('phone'), kind: 'tel' },
    { name: 'email', label: label('email'), kind: 'email' },
    { name: 'description', label: label('description'), kind: 'multiline' },
  ];
  const columns: Column<Contractor>[] = [
    {
      key: 'name',
      label: label('name'),
      primary: true,
      render: (c) => (
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {c.name}
          <Chip size="small" variant="outlined" label={t('contractorsPages.freelancer')} />
        </Box>
      ),
    },
    { key: 'trade', label: label('trade'), render: (c) => t(`enums.trade.${c.trade}`) },
    { ...textColumn<Contractor>('phone', label('phone')), nowrap: true },
    textColumn('email', label('email')),
    textColumn('description', label('description')),
  ];

  return (
    <RegisterPage
      register={contractorRegister}
      params={params}
      columns={columns}
      filters={[{ key: 'trade', label: label('trade'), options: tradeOptions }]}
      sorts={sorts}
      names={(c) => ({ name: c?.name ?? '' })}
      form={user?.can.writeContractors && fields}
    >
      {user?.can.readContractorStats && <ContractorStatsCard />}
    </RegisterPage>
  );
}
