import { languages, type Organisation, OrganisationCreate, OrganisationUpdate } from '@app/contract';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from '../../../components/EntityFormDialog';
import { useFormat } from '../../../components/format';
import { ListPage } from '../../../components/ListPage';
import { useListParams } from '../../../components/list-params';
import type { Column } from '../../../components/ResponsiveList';
import { organisationList, organisations } from '../api';

const sorts = ['name', '-name', '-created'] as const;

/** The administrator's organisations: name and the language reports are written in. */
export default function OrganisationsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const params = useListParams([] as const, { sort: 'name' });
  const save = organisations.useSave();
  const remove = organisations.useDelete();
  const label = (k: string) => t(`adminPages.organisations.${k}`);
  const fields: FieldSpec[] = [
    { name: 'name', label: label('name'), kind: 'text', required: true, emptyAs: 'empty' },
    {
      name: 'reportLanguage',
      label: label('reportLanguage'),
      kind: 'select',
      required: true,
      emptyAs: 'omit',
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
  return (
    <ListPage
      title={label('title')}
      section="adminPages.organisations"
      params={params}
      list={organisationList}
      columns={columns}
      sorts={sorts}
      editing={{
        addLabel: label('add'),
        editLabel: (o) => t('adminPages.shared.editNamed', { name: o.name }),
        deleteLabel: (o) => t('adminPages.shared.deleteNamed', { name: o.name }),
        deleteTitle: label('deleteTitle'),
        deleteBody: (o) => t('adminPages.organisations.deleteBody', { name: o?.name ?? '' }),
        remove: (o) => remove.mutateAsync(o.id),
        form: {
          fields,
          create: { title: label('add'), schema: OrganisationCreate },
          edit: { title: label('editTitle'), schema: OrganisationUpdate },
          save: (body, id) => save.mutateAsync({ id, body }),
        },
      }}
    />
  );
}
