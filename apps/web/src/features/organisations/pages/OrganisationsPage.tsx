import { languages, type Organisation } from '@app/contract';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from '../../../components/EntityFormDialog';
import { useFormat } from '../../../components/format';
import { useListParams } from '../../../components/list-params';
import { RegisterPage } from '../../../components/RegisterPage';
import type { Column } from '../../../components/ResponsiveList';
import { organisationRegister } from '../api';

const sorts = ['name', '-name', '-created'] as const;

/** The administrator's organisations: name and the language reports are written in. */
export default function OrganisationsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const params = useListParams([] as const, { sort: 'name' });
  const label = (k: string) => t(`adminPages.organisations.${k}`);
  const fields: FieldSpec[] = [
    { name: 'name', label: label('name'), kind: 'text', required: true },
    {
      name: 'reportLanguage',
      label: label('reportLanguage'),
      kind: 'select',
      required: true,
      initial: 'sv',
      options: languages.map((l) => ({ value: l, label: t(`languages.${l}`) })),
      helper: label('reportLanguageNote'),
    },
  ];
  const columns: Column<Organisation>[] = [
    { key: 'name', label: label('name'), primary: true, render: (o) => o.name },
    { key: 'lang', label: label('reportLanguage'), render: (o) => t(`languages.${o.reportLanguage}`) },
    { key: 'created', label: t('adminPages.shared.created'), render: (o) => f.date(o.created) },
  ];
  // The page is the administrators' (app/pages.ts), and they may change every organisation.
  return (
    <RegisterPage
      register={organisationRegister}
      params={params}
      columns={columns}
      sorts={sorts}
      names={(o) => ({ name: o?.name ?? '' })}
      form={fields}
    />
  );
}
