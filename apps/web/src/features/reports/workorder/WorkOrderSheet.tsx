import type { ReportDetail, ReportFile } from '@app/contract';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format';
import { ReportTimeline } from '../components/ReportTimeline';
import { QrCode } from './QrCode';

/** What the staff member chose to put on the paper besides the one page of essentials. */
export interface SheetOptions {
  /** The errand's timeline (off by default: it ran the sheet onto a second page). */
  timeline: boolean;
  /** Internal notes in that timeline (never unless asked: the sheet may be left on site). */
  internal: boolean;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** "Name, 070-123 45 67": the number kept on one line (it broke before "67" on a phone). */
function NameAndPhone({ name, phone }: { name: string; phone?: string | null }) {
  if (!phone) return name;
  return (
    <>
      {name},{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {phone}
      </Box>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 1.5, breakInside: 'avoid' }}>
      <Typography variant="subtitle2" component="h2" sx={{ borderBottom: '1.5px solid #000', mb: 0.75 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const dl = { m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 } as const;

/**
 * The errand's photos as thumbnails, six to a row (about 27 mm each on A4), and its PDFs by
 * name. Nothing at all when the errand has no files.
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
            gridTemplateColumns: 'repeat(6, minmax(0, 27mm))',
            gap: '2mm',
          }}
        >
          {images.slice(0, 6).map((file) => (
            <Box component="li" key={file.id}>
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
        <Typography variant="body2" sx={{ mt: images.length > 0 ? 0.5 : 0, overflowWrap: 'anywhere' }}>
          {others.map((file) => file.fileName).join(' · ')}
        </Typography>
      )}
    </Section>
  );
}

/**
 * One A4 page: what, where, access, contact, visit time, photo thumbnails, QR code and a box for
 * notes and a signature. Two columns side by side (on paper too) keep it to one page.
 */
export function WorkOrderSheet({
  r,
  link,
  files,
  options,
}: {
  r: ReportDetail;
  link: string;
  files: readonly ReportFile[];
  options: SheetOptions;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const w = (k: string) => t(`workOrder.${k}`);
  const actions = options.internal ? r.actions : r.actions.filter((a) => a.visibility !== 'internal');
  const columns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4 };
  return (
    <Box
      className="work-order"
      sx={{
        bgcolor: '#fff',
        color: '#000',
        p: { xs: 2, sm: 4 },
        maxWidth: '210mm',
        '@media print': { p: 0, '& .work-order-columns': { gridTemplateColumns: '1fr 1fr' } },
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="overline" component="p" sx={{ lineHeight: 1.5 }}>
            {w('title')}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            #{r.number} {r.whatBroke}
          </Typography>
          {/* On paper too: whoever goes there with this sheet is warned of the gas or the water. */}
          {r.hazards.length > 0 && (
            <Typography sx={{ mt: 0.5, fontWeight: 700 }}>
              ⚠{' '}
              {t('errandsPages.hazards', { names: r.hazards.map((h) => t(`enums.hazard.${h}`)).join(', ') })}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t(`enums.status.${r.status}`)} · {t(`enums.priority.${r.priority}`)} ·{' '}
            {t(`enums.trade.${r.trade}`)} · {w('created')} {f.dateTime(r.created)}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'center', flexShrink: 0 }}>
          <QrCode url={link} label={w('qr')} size={96} />
          <Typography variant="caption" component="p">
            {w('scan')}
          </Typography>
        </Box>
      </Box>
      <Box className="work-order-columns" sx={columns}>
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
              {r.contact.reporter ? <NameAndPhone {...r.contact.reporter} /> : r.reporterName}
            </Row>
            <Row label={w('contractor')}>
              {r.contact.contractor ? <NameAndPhone {...r.contact.contractor} /> : r.contractorName}
            </Row>
            <Row label={w('visit')}>
              {r.visit ? `${f.dateTime(r.visit.startsAt)} – ${f.dateTime(r.visit.endsAt)}` : null}
            </Row>
            <Row label={w('visitNote')}>{r.visit?.note}</Row>
            {/* Only there for those the server's field policy lets read it (never the marketplace). */}
            <Row label={w('access')}>{r.access}</Row>
            <Row label={w('finishDue')}>{f.dateTime(r.finishDueAt)}</Row>
          </Box>
        </Section>
      </Box>
      <Section title={w('description')}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {r.description || '—'}
        </Typography>
      </Section>
      <Photos files={files} title={w('photos')} />
      {options.timeline && (
        <Section title={w('timeline')}>
          <ReportTimeline actions={actions} />
        </Section>
      )}
      <Section title={w('notes')}>
        <Box sx={{ height: '38mm', border: '1px solid #000' }} />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 2fr', columnGap: 4, mt: 3 }}>
          <Typography variant="caption" sx={{ borderTop: '1px solid #000', pt: 0.25 }}>
            {w('date')}
          </Typography>
          <Typography variant="caption" sx={{ borderTop: '1px solid #000', pt: 0.25 }}>
            {w('signature')}
          </Typography>
        </Box>
      </Section>
    </Box>
  );
}
