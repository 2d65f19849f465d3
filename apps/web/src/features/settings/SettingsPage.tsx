import type { CurrentUser } from '@app/contract';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth';
import { usePageTitle } from '../../lib/page-title';
import { AccountingSection } from './AccountingSection';
import { ApiTokensSection } from './ApiTokensSection';
import { CalendarSection } from './CalendarSection';
import { DeadlinesSection } from './DeadlinesSection';
import { DisplaySection } from './DisplaySection';
import { EmailSection } from './EmailSection';
import { ReportLanguageSection, SiteLanguageSection } from './LanguageSections';
import { LeadDaysSection } from './LeadDaysSection';
import { NotificationsSection } from './NotificationsSection';
import { OnCallSection } from './OnCallSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { QuoteLimitSection } from './QuoteLimitSection';
import { RetentionSection } from './RetentionSection';
import { WebhooksSection } from './WebhooksSection';

/**
 * The settings in groups, one shown at a time (a manager's were 17 sections, 6,600 px on a phone).
 * A group is offered when the user may see one of its sections; each section still decides for
 * itself from `user.can`, so a group's rule only hides a tab that would be empty.
 */
const groups: readonly {
  id: 'account' | 'notifications' | 'organisation' | 'integrations';
  offered: (user: CurrentUser) => boolean;
  sections: readonly ComponentType[];
}[] = [
  {
    id: 'account',
    offered: () => true,
    sections: [ProfileSection, EmailSection, PasswordSection, SiteLanguageSection, DisplaySection],
  },
  { id: 'notifications', offered: () => true, sections: [NotificationsSection, CalendarSection] },
  {
    id: 'organisation',
    offered: (u) => u.can.editReportLanguage || (u.can.manageReports && u.organisationId !== null),
    sections: [
      ReportLanguageSection,
      OnCallSection,
      DeadlinesSection,
      LeadDaysSection,
      QuoteLimitSection,
      RetentionSection,
    ],
  },
  {
    id: 'integrations',
    offered: (u) => u.can.manageIntegrations,
    sections: [ApiTokensSection, WebhooksSection, AccountingSection],
  },
];

/** Settings (docs/PRODUCT.md, "Interface"): the group shown is in the address (`?section=`), so it can be linked to and survives a reload. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const offered = groups.filter((g) => user && g.offered(user));
  const current = offered.find((g) => g.id === params.get('section')) ?? offered[0];
  const grouped = offered.length > 1;
  // Each group its own tab title, "Organisation – Inställningar – Felanmälan" (WCAG 2.4.2).
  usePageTitle(grouped && current ? `${t(`settings.groups.${current.id}`)} – ${t('settings.title')}` : null);
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        {t('settings.title')}
      </Typography>
      {grouped && (
        <Tabs
          value={current?.id ?? false}
          onChange={(_, id: string) => setParams({ section: id }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('settings.groups.label')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {offered.map((g) => (
            <Tab
              key={g.id}
              value={g.id}
              id={`settings-tab-${g.id}`}
              // Only the group shown has its panel on the page.
              aria-controls={g.id === current?.id ? `settings-panel-${g.id}` : undefined}
              label={t(`settings.groups.${g.id}`)}
            />
          ))}
        </Tabs>
      )}
      {current && (
        <Stack
          spacing={3}
          role={grouped ? 'tabpanel' : undefined}
          id={`settings-panel-${current.id}`}
          aria-labelledby={grouped ? `settings-tab-${current.id}` : undefined}
        >
          {current.sections.map((Section, i) => (
            // A fixed list: its place is the section's identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes order.
            <Section key={i} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
