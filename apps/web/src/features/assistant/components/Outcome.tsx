import { Alert, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useChatReport } from '../api';

/**
 * "Report made" once the conversation filed a report (or "added to an open report" when the
 * reporter chose that), with a link to it.
 */
export function Outcome({
  sessionId,
  reportId,
  basePath,
}: {
  sessionId: string;
  reportId: string;
  basePath: string;
}) {
  const { t } = useTranslation();
  const report = useChatReport(reportId);
  const noted = report.data ? report.data.chatSessionId !== sessionId : false;
  return (
    <Alert severity="success" role="status" sx={{ alignItems: 'center' }}>
      <strong>{noted ? t('assistant.noteAdded') : t('assistant.reportMade')}</strong>
      {report.data && (
        <>
          {' – '}
          <Link component={RouterLink} to={`${basePath}/errands/${reportId}`}>
            {t('assistant.openErrand')}: {report.data.whatBroke}
          </Link>
        </>
      )}
    </Alert>
  );
}
