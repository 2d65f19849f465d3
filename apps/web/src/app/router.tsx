import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { useCurrentUser } from '../lib/auth';
import { GroupLayout, type NavItem } from './GroupLayout';
import { homeFor } from './home';
import { lazyPage } from './lazy-page';
import { RequireRole } from './RequireRole';
import { SignedInLayout } from './SignedInLayout';

const adminNav: NavItem[] = [
  { to: '/admin', labelKey: 'nav.overview' },
  { to: '/admin/errands', labelKey: 'nav.errands' },
  { to: '/admin/properties', labelKey: 'nav.properties' },
  { to: '/admin/equipment', labelKey: 'nav.equipment' },
  { to: '/admin/contractors', labelKey: 'nav.contractors' },
  { to: '/admin/organisations', labelKey: 'adminPages.nav.organisations' },
  { to: '/admin/users', labelKey: 'adminPages.nav.users' },
  { to: '/admin/chat-assistant', labelKey: 'nav.chatAssistant' },
  { to: '/admin/settings', labelKey: 'nav.settings' },
];
const panelNav: NavItem[] = [
  { to: '/panel', labelKey: 'nav.overview' },
  { to: '/panel/errands', labelKey: 'nav.errands' },
  { to: '/panel/properties', labelKey: 'nav.properties' },
  { to: '/panel/equipment', labelKey: 'nav.equipment' },
  { to: '/panel/contractors', labelKey: 'nav.contractors' },
  { to: '/panel/chat-assistant', labelKey: 'nav.chatAssistant' },
  { to: '/panel/settings', labelKey: 'nav.settings' },
];
const contractorNav: NavItem[] = [
  { to: '/contractor', labelKey: 'nav.overview' },
  { to: '/contractor/errands', labelKey: 'nav.errands' },
  { to: '/contractor/settings', labelKey: 'nav.settings' },
];
const authNav: NavItem[] = [
  { to: '/auth/login', labelKey: 'nav.login' },
  { to: '/auth/forgot-password', labelKey: 'nav.forgotPassword' },
];

/** The sign-in pages' texts ship with the entry, so they skip the app catalogue. */
const signInPage = { appCatalogue: false };

function RootRedirect() {
  const user = useCurrentUser();
  return <Navigate to={user ? homeFor(user.roles) : '/auth/login'} replace />;
}

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/auth',
    element: <GroupLayout nav={authNav} home="/auth/login" />,
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      { path: 'login', element: lazyPage(() => import('../features/auth/pages/LoginPage'), signInPage) },
      {
        path: 'create-account',
        element: lazyPage(() => import('../features/auth/pages/CreateAccountPage'), signInPage),
      },
      {
        path: 'forgot-password',
        element: lazyPage(() => import('../features/auth/pages/ForgotPasswordPage'), signInPage),
      },
      {
        path: 'reset-password',
        element: lazyPage(() => import('../features/auth/pages/ResetPasswordPage'), signInPage),
      },
      {
        path: 'email-changed',
        element: lazyPage(() => import('../features/auth/pages/EmailChangedPage'), signInPage),
      },
    ],
  },
  {
    path: '/admin',
    element: (
      <RequireRole roles={['Admin']}>
        <SignedInLayout nav={adminNav} home="/admin" settingsPath="/admin/settings" />
      </RequireRole>
    ),
    children: [
      { index: true, element: lazyPage(() => import('../features/admin/pages/AdminIndexPage')) },
      { path: 'errands', element: lazyPage(() => import('../features/admin/pages/AdminErrandsPage')) },
      { path: 'errands/:id', element: lazyPage(() => import('../features/errands/pages/ErrandDetailRoute')) },
      {
        path: 'organisations',
        element: lazyPage(() => import('../features/organisations/pages/OrganisationsRoute')),
      },
      { path: 'users', element: lazyPage(() => import('../features/users/pages/UsersRoute')) },
      { path: 'properties', element: lazyPage(() => import('../features/admin/pages/AdminPropertiesPage')) },
      { path: 'equipment', element: lazyPage(() => import('../features/admin/pages/AdminEquipmentPage')) },
      {
        path: 'contractors',
        element: lazyPage(() => import('../features/admin/pages/AdminContractorsPage')),
      },
      {
        path: 'chat-assistant',
        element: lazyPage(() => import('../features/admin/pages/AdminChatAssistantPage')),
      },
      { path: 'settings', element: lazyPage(() => import('../features/settings/SettingsPage')) },
    ],
  },
  {
    path: '/panel',
    element: (
      <RequireRole roles={['PropertyManager', 'PropertyTenant']}>
        <SignedInLayout nav={panelNav} home="/panel" settingsPath="/panel/settings" />
      </RequireRole>
    ),
    children: [
      { index: true, element: lazyPage(() => import('../features/panel/pages/PanelIndexPage')) },
      { path: 'errands', element: lazyPage(() => import('../features/panel/pages/PanelErrandsPage')) },
      { path: 'errands/:id', element: lazyPage(() => import('../features/errands/pages/ErrandDetailRoute')) },
      { path: 'users', element: lazyPage(() => import('../features/users/pages/UsersRoute')) },
      { path: 'properties', element: lazyPage(() => import('../features/panel/pages/PanelPropertiesPage')) },
      { path: 'equipment', element: lazyPage(() => import('../features/panel/pages/PanelEquipmentPage')) },
      {
        path: 'contractors',
        element: lazyPage(() => import('../features/panel/pages/PanelContractorsPage')),
      },
      {
        path: 'chat-assistant',
        element: lazyPage(() => import('../features/panel/pages/PanelChatAssistantPage')),
      },
      { path: 'settings', element: lazyPage(() => import('../features/panel/pages/PanelSettingsPage')) },
    ],
  },
  {
    path: '/contractor',
    element: (
      <RequireRole roles={['Contractor']}>
        <SignedInLayout nav={contractorNav} home="/contractor" settingsPath="/contractor/settings" />
      </RequireRole>
    ),
    children: [
      { index: true, element: lazyPage(() => import('../features/contractor/pages/ContractorIndexPage')) },
      {
        path: 'errands',
        element: lazyPage(() => import('../features/contractor/pages/ContractorErrandsPage')),
      },
      { path: 'errands/:id', element: lazyPage(() => import('../features/errands/pages/ErrandDetailRoute')) },
      { path: 'settings', element: lazyPage(() => import('../features/settings/SettingsPage')) },
    ],
  },
  { path: '*', element: lazyPage(() => import('../features/common/pages/NotFoundPage')) },
];

/**
 * The app's routes. A declarative router (not a data router): the app loads
 * its data with TanStack Query, and leaving out the data router's loader and
 * action machinery keeps the sign-in page's JavaScript small.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
