import type { ReportDetail, ReportFile } from '@app/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, GlobalStyles, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useFormat } from '../../../components/format';
import { ErrorState, LoadingState } from '../../../components/QueryStates';
import { useRouteGroup } from '../../../lib/route-group';
import { reportFiles } from '../../attachments';
import { reportDetail } from '../api';
import { ReportTimeline } from '../components/ReportTimeline';
import { QrCode } from './QrCode';

/**
 * A4 on paper: the app's bar, navigation and the page's own buttons are left out, the sheet
 * fills the printable area, and sections are not split across pages where it can be helped.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '14mm' },
      '@media print': {
        'header, nav, [data-no-print]': { display: 'none !important' },
        'body, main': { background: '#fff !important' },
        main: { padding: '0 !important', maxWidth: 'none !important' },
        '.work-order section': { breakInside: 'avoid' },
      },
    }}
  />
);

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 2.5 }}>
      <Typography variant="h6" component="h2" sx={{ borderBottom: '2px solid #000', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The errand's photos as small thumbnails, four to a row (about 4 cm each on A4), and its PDFs
 * by name. Nothing at all when the errand has no files.
 */
function Photos({ files, title }: { files: readonly ReportFile[]; title: string }) {
  if (files.length === 0) return null;
  const images = files.filter((file) => file.kind === 'image' && file.thumbnailUrl);
  const others = files.filter((file) => !images.includes(file));
  return (
    <Section title={title}>
      {images.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(4, minmax(0, 40mm))',
            gap: '3mm',
          }}
        >
          {images.map((file) => (
            <Box component="li" key={file.id} sx={{ breakInside: 'avoid' }}>
              <Box
                component="img"
                src={file.thumbnailUrl ?? undefined}
                alt={file.fileName}
                data-testid="work-order-photo"
                sx={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  border: '1px solid #000',
                }}
              />
            </Box>
          ))}
        </Box>
      )}
      {others.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: images.length > 0 ? 1 : 0, pl: 3 }}>
          {others.map((file) => (
            <Typography component="li" key={file.id} sx={{ overflowWrap: 'anywhere' }}>
              {file.fileName}
            </Typography>
          ))}
        </Box>
      )}
    </Section>
  );
}

/** Prints once every picture on the sheet has loaded, so no thumbnail is left blank on paper. */
async function printWhenLoaded() {
  const images = [...document.querySelectorAll<HTMLImageElement>('.work-order img')];
  await Promise.all(images.map((img) => (img.complete ? undefined : img.decode().catch(() => {}))));
  window.print();
}

function Sheet({ r, link, files }: { r: ReportDetail; link: string; files: readonly ReportFile[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const w = (k: string) => t(`workOrder.${k}`);
  const dl = { m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.5 };
  return (
    <Box
      className="work-order"
      sx={{ bgcolor: '#fff', color: '#000', p: { xs: 2, sm: 4 }, maxWidth: '210mm' }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="overline" component="p">
            {w('title')}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
            #{r.number} {r.whatBroke}
          </Typography>
          {/* On paper too: whoever goes there with this sheet is warned of the gas or the water. */}
          {r.hazards.length > 0 && (
            <Typography sx={{ mt: 1, fontWeight: 700 }}>
              ⚠{' '}
              {t('errandsPages.hazards', { names: r.hazards.map((h) => t(`enums.hazard.${h}`)).join(', ') })}
            </Typography>
          )}
          <Typography sx={{ mt: 1 }}>
            {t(`enums.status.${r.status}`)} · {t(`enums.priority.${r.priority}`)} ·{' '}
            {t(`enums.trade.${r.trade}`)}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'center', flexShrink: 0 }}>
          <QrCode url={link} label={w('qr')} />
          <Typography variant="caption" component="p">
            {w('scan')}
          </Typography>
        </Box>
      </Box>
      <Section title={w('where')}>
        <Box component="dl" sx={dl}>
          <Row label={w('address')}>{`${r.place.address}, ${r.place.city}`}</Row>
          <Row label={w('premises')}>{r.place.premisesDesignation}</Row>
          <Row label={w('customerNumber')}>{r.customerNumber}</Row>
        </Box>
      </Section>
      <Section title={w('contact')}>
        <Box component="dl" sx={dl}>
          <Row label={w('reporter')}>
            {r.contact.reporter
              ? [r.contact.reporter.name, r.contact.reporter.phone].filter(Boolean).join(', ')
              : r.reporterName}
          </Row>
          <Row label={w('contractor')}>
            {r.contact.contractor
              ? [r.contact.contractor.name, r.contact.contractor.phone].filter(Boolean).join(', ')
              : r.contractorName}
          </Row>
          <Row label={w('visit')}>
            {r.visit ? `${f.dateTime(r.visit.startsAt)} – ${f.dateTime(r.visit.endsAt)}` : null}
          </Row>
          <Row label={w('visitNote')}>{r.visit?.note}</Row>
          {/* Only there for those the server's field policy lets read it (never the marketplace). */}
          <Row label={w('access')}>{r.access}</Row>
        </Box>
      </Section>
      <Section title={w('dates')}>
        <Box component="dl" sx={dl}>
          <Row label={w('created')}>{f.dateTime(r.created)}</Row>
          <Row label={w('acceptDue')}>{f.dateTime(r.acceptDueAt)}</Row>
          <Row label={w('finishDue')}>{f.dateTime(r.finishDueAt)}</Row>
          <Row label={w('closed')}>{f.dateTime(r.closedAt)}</Row>
        </Box>
      </Section>
      <Section title={w('description')}>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{r.description || '—'}</Typography>
      </Section>
      <Photos files={files} title={w('photos')} />
      <Section title={w('timeline')}>
        <ReportTimeline actions={r.actions} />
      </Section>
      <Section title={w('notes')}>
        <Box sx={{ height: '30mm', border: '1px solid #000' }} />
      </Section>
    </Box>
  );
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
      </Stack>
      {(report.isPending || (report.isSuccess && files.isPending)) && <LoadingState />}
      {report.isError && <ErrorState error={report.error} onRetry={() => void report.refetch()} />}
      {ready && (
        <Sheet
          r={report.data}
          link={`${window.location.origin}${errandPath}`}
          files={files.data?.items ?? []}
        />
      )}
    </>
  );
}
