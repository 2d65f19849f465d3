import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Button, Checkbox, FormControlLabel, GlobalStyles, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/QueryStates';
import { useRouteGroup } from '../../../lib/route-group';
import { reportFiles } from '../../attachments';
import { reportDetail } from '../api';
import { type SheetOptions, WorkOrderSheet } from './WorkOrderSheet';

/**
 * A4 on paper: the app's bar, navigation and the page's own buttons are left out, the sheet
 * fills the printable area, and sections are not split across pages where it can be helped.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '12mm' },
      '@media print': {
        'header, nav, [data-no-print]': { display: 'none !important' },
        'body, main': { background: '#fff !important' },
        main: { padding: '0 !important', maxWidth: 'none !important' },
        '.work-order section': { breakInside: 'avoid' },
      },
    }}
  />
);

/** Prints once every picture on the sheet has loaded, so no thumbnail is left blank on paper. */
async function printWhenLoaded() {
  const images = [...document.querySelectorAll<HTMLImageElement>('.work-order img')];
  await Promise.all(images.map((img) => (img.complete ? undefined : img.decode().catch(() => {}))));
  window.print();
}

/** The printable work order of one errand (A4), for whoever may see the errand. */
export default function WorkOrderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { base } = useRouteGroup();
  const report = useQuery(reportDetail(id));
  // Files are a supplement: when they cannot be listed the sheet is printed without them.
  const files = useQuery(reportFiles(id));
  const ready = report.isSuccess && !files.isPending;
  const errandPath = `${base}/errands/${id}`;
  const [options, setOptions] = useState<SheetOptions>({ timeline: false, internal: false });
  const hasInternal = report.data?.actions.some((a) => a.visibility === 'internal') ?? false;
  return (
    <>
      {printStyles}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }} data-no-print>
        <Button component={RouterLink} to={errandPath} startIcon={<ArrowBackIcon />}>
          {t('workOrder.back')}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={!ready}
          onClick={() => void printWhenLoaded()}
        >
          {t('workOrder.print')}
        </Button>
        <FormControlLabel
          control={
            <Checkbox
              checked={options.timeline}
              onChange={(_, timeline) => setOptions((o) => ({ timeline, internal: timeline && o.internal }))}
            />
          }
          label={t('workOrder.includeTimeline')}
        />
        {options.timeline && hasInternal && (
          <FormControlLabel
            control={
              <Checkbox
                checked={options.internal}
                onChange={(_, internal) => setOptions((o) => ({ ...o, internal }))}
              />
            }
            label={t('workOrder.includeInternal')}
          />
        )}
      </Stack>
      {(report.isPending || (report.isSuccess && files.isPending)) && <LoadingState />}
      {report.isError && <ErrorState error={report.error} onRetry={() => void report.refetch()} />}
      {ready && (
        <WorkOrderSheet
          r={report.data}
          link={`${window.location.origin}${errandPath}`}
          files={files.data?.items ?? []}
          options={options}
        />
      )}
    </>
  );
}
