import { Box, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { listQuery } from '../lib/queries';
import type { Option } from './EntityFormDialog';
import type { ListParams } from './list-params';
import { PageHeader } from './PageHeader';
import { Pager } from './Pager';
import { QueryRows } from './QueryStates';
import { type Column, ResponsiveList } from './ResponsiveList';
import { type ListEditing, useRowEditing } from './row-editing';
import { SearchField } from './SearchField';

/** A select filter: its URL key, label and choices ("all" is added first). */
export interface FilterSpec<F extends string> {
  key: F;
  label: string;
  options: readonly Option[];
  minWidth?: number;
}

export interface ListPageProps<T extends { id: string }, F extends string> {
  title: string;
  /** The catalogue section of the list's texts: `search`, `empty` and `sort.<choice>`. */
  section: string;
  params: ListParams<F>;
  /** The list's query for the URL's parameters. */
  list: (apiQuery: string) => ReturnType<typeof listQuery<T>>;
  columns: readonly Column<T>[];
  filters?: readonly FilterSpec<F>[];
  /** The sort choices (labelled `sort.<choice>` in the section); the first is the default. */
  sorts?: readonly string[];
  /** More search controls after the filters (e.g. a switch). */
  moreFilters?: ReactNode;
  /** A second line for the empty list. */
  emptyBody?: string;
  /** Header buttons before the add button. */
  headerActions?: ReactNode;
  /** Row buttons before edit and delete. */
  rowActions?: (row: T) => ReactNode;
  /** Add, edit and delete, for those who may change the resource. */
  editing?: ListEditing<T>;
  /** Shown under the list (more sections, dialogs). */
  children?: ReactNode;
}

/**
 * The page of a plain resource list: a header, search, filters and sort kept
 * in the URL, the list with its loading, error and empty states, paging, and
 * row actions with the add/edit form and the delete confirmation.
 */
export function ListPage<T extends { id: string }, F extends string>(props: ListPageProps<T, F>) {
  const { t } = useTranslation();
  const { params, editing } = props;
  const list = useQuery(props.list(params.apiQuery));
  // The URL's keys, set by name (the filters' keys are the page's own).
  const set = params.set as (patch: Record<string, string | number | undefined>) => void;
  const rows = useRowEditing(props.editing, props.rowActions);

  return (
    <>
      <PageHeader
        title={props.title}
        actions={
          props.headerActions || editing ? (
            <>
              {props.headerActions}
              {rows.addButton}
            </>
          ) : undefined
        }
      />
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
        <SearchField label={t(`${props.section}.search`)} value={params.q} onChange={(q) => set({ q })} />
        {props.filters?.map((f) => (
          <TextField
            key={f.key}
            select
            size="small"
            label={f.label}
            value={params.filters[f.key] ?? ''}
            onChange={(e) => set({ [f.key]: e.target.value })}
            sx={{ minWidth: f.minWidth ?? 180 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('errandsPages.filters.all')}</MenuItem>
            {f.options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        ))}
        {props.sorts && (
          <TextField
            select
            size="small"
            label={t('errandsPages.filters.sort')}
            value={params.sort ?? props.sorts[0] ?? ''}
            onChange={(e) => set({ sort: e.target.value })}
            sx={{ minWidth: 180 }}
          >
            {props.sorts.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`${props.section}.sort.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {props.moreFilters}
      </Box>
      <QueryRows query={list} empty={{ title: t(`${props.section}.empty`), body: props.emptyBody }}>
        {(items) => (
          <>
            <ResponsiveList
              rows={items}
              columns={props.columns}
              rowKey={(row) => row.id}
              caption={props.title}
              actions={rows.actions}
            />
            <Pager
              page={params.page}
              pageSize={params.pageSize}
              total={list.data?.total ?? 0}
              onChange={set}
            />
          </>
        )}
      </QueryRows>
      {rows.dialogs}
      {props.children}
    </>
  );
}
