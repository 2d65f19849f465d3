import type { ContactPerson, ReportContact } from '@app/contract';
import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OutlinedSection } from '../../../components/SectionCard';

/** A number as a `tel:` link: only the digits and a leading + count. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Person({ role, person, mapUrl }: { role: string; person: ContactPerson; mapUrl?: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {role}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{person.name}</Typography>
      {person.phone ? (
        <Link
          href={telHref(person.phone)}
          aria-label={t('errandsPages.contact.call', { name: person.name, phone: person.phone })}
        >
          {person.phone}
        </Link>
      ) : (
        <Typography variant="body2">{t('errandsPages.contact.noPhone')}</Typography>
      )}
      {mapUrl && (
        <Box>
          <Link href={mapUrl} target="_blank" rel="noopener noreferrer">
            {t('errandsPages.contact.map')}
          </Link>
        </Box>
      )}
    </Box>
  );
}

/**
 * Who to call about the work, exactly as the server's contact policy sends it:
 * the reporter (with a map link to the address) for the assigned contractor, the
 * contractor's company for the reporter, both for staff. Nothing when there is no one.
 */
export function ContactCard({ contact }: { contact: ReportContact }) {
  const { t } = useTranslation();
  if (!contact.reporter && !contact.contractor) return null;
  return (
    <OutlinedSection labelledBy="report-contact">
      <Typography id="report-contact" variant="h6" component="h2" gutterBottom>
        {t('errandsPages.contact.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {contact.reporter && (
          <Person
            role={t('errandsPages.contact.reporter')}
            person={contact.reporter}
            mapUrl={contact.reporter.mapUrl}
          />
        )}
        {contact.contractor && (
          <Person role={t('errandsPages.contact.contractor')} person={contact.contractor} />
        )}
      </Box>
    </OutlinedSection>
  );
}
