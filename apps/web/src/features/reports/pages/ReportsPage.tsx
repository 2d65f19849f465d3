import type { ReportPage } from '@app/contract';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Snackbar, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/ExportButton';
import { useFormat } from '../../../components/format';
import { useListParams } from '../../../components/list-params';
import { PageHeader } from '../../../components/PageHeader';
import { Pager } from '../../../components/Pager';
import { QueryRows } from '../../../components/QueryStates';
import { useCurrentUser } from '../../../lib/auth';
import { useRouteGroup } from '../../../lib/route-group';
import { reportList } from '../api';
import { BulkActions } from '../components/BulkActions';
import { ReportFilters, reportFilterKeys } from '../components/ReportFilters';
import { ReportList } from '../components/ReportList';
import { SavedFilters } from '../components/SavedFilters';
import { useSelection } from '../components/use-selection';
import { WorklistFilters } from '../components/WorklistFilters';

/**
 * The report form (its fields, uploads and drafts) loads when first opened: most visits to the
 * list only read it, and the form is a fifth of the page's JavaScript.
 */
const ReportFormDialog = lazy(() =>
  import('../components/ReportFormDialog').then((m) => ({ default: m.ReportFormDialog })),
);

/** The reports list of any route group: search, filters, sort and page live in the URL. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const user = useCurrentUser();
  const { base } = useRouteGroup();
  const canCreate = Boolean(user?.can.createReport);
  // Those who may not file reports (contractors) work on them instead: their own and the
  // open market's, across properties. The capabilities have no separate flag for this yet.
  const worksOnReports = user !== null && !canCreate;
  const params = useListParams(reportFilterKeys, { sort: '-created' });
  const reports = useQuery(reportList(params.apiQuery));
  const [search, setSearch] = useSearchParams();
  // `?new=1` (the overview's "report a fault" button) opens the form straight away.
  const [creating, setCreating] = useState(() => search.get('new') === '1');
  const [created, setCreated] = useState(false);
  // Once opened, the form stays mounted so it can animate out and keep its draft state.
  const [formWanted, setFormWanted] = useState(creating);
  const openForm = () => {
    setFormWanted(true);
    setCreating(true);
  };
  const scope = params.filters.scope ?? 'mine';
  // Managers and admins work through lists: quick filters, saved filters and bulk actions.
  const manage = Boolean(user?.can.manageReports);
  const selection = useSelection(params.apiQuery);
  // "1 234 ärenden", or "10 000+ ärenden" where the server stopped counting.
  const listTotal = (data: ReportPage | undefined) =>
    data &&
    t(`errandsPages.listTotal.${data.totalIsCapped ? 'capped' : 'count'}`, {
      count: data.total,
      shown: f.number(data.total),
    });
  const closeForm = () => {
    setCreating(false);
    if (search.has('new')) {
      const next = new URLSearchParams(search);
      next.delete('new');
      setSearch(next, { replace: true });
    }
  };
  return (
    <>
      <PageHeader
        title={t('nav.errands')}
        subtitle={listTotal(reports.data)}
        actions={
          canCreate ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={openForm}>
              {t('errandsPages.reportFault')}
            </Button>
          ) : undefined
        }
      />
      {worksOnReports && (
        <Tabs
          value={scope}
          onChange={(_, v: string) => params.set({ scope: v === 'mine' ? '' : v })}
          sx={{ mb: 2 }}
          aria-label={t('errandsPages.scope.label')}
        >
          <Tab value="mine" label={t('errandsPages.scope.mine')} />
          <Tab value="market" label={t('errandsPages.scope.market')} />
        </Tabs>
      )}
      <ReportFilters params={params} showProperty={!worksOnReports} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
        <WorklistFilters params={params} manage={manage} />
        {manage && <SavedFilters />}
        {manage && <ExportButton listQuery={params.apiQuery} total={reports.data?.total ?? 0} />}
      </Box>
      {manage && <BulkActions ids={[...selection.selected]} onDone={selection.clear} />}
      <QueryRows
        query={reports}
        empty={{
          title: t(scope === 'market' ? 'errandsPages.emptyMarket' : 'errandsPages.empty'),
          body: t('errandsPages.emptyBody'),
        }}
      >
        {(items) => (
          <>
            <ReportList items={items} base={base} selection={manage ? selection : undefined} />
            <Pager
              page={params.page}
              pageSize={params.pageSize}
              total={reports.data?.total ?? 0}
              totalIsCapped={reports.data?.totalIsCapped}
              onChange={params.set}
            />
          </>
        )}
      </QueryRows>
      {canCreate && formWanted && (
        <Suspense fallback={null}>
          <ReportFormDialog open={creating} onClose={closeForm} onCreated={() => setCreated(true)} />
        </Suspense>
      )}
      <Snackbar open={created} autoHideDuration={5000} onClose={() => setCreated(false)}>
        <Alert
          severity="success"
          variant="filled"
          onClose={() => setCreated(false)}
          sx={{ bgcolor: '#2e7d32' }}
        >
          {t('errandsPages.created')}
        </Alert>
      </Snackbar>
    </>
  );
}
