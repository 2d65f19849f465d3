import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
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
      { path: 'login', lazy: lazyPage(() => import('../features/auth/pages/LoginPage')) },
      { path: 'create-account', lazy: lazyPage(() => import('../features/auth/pages/CreateAccountPage')) },
      { path: 'forgot-password', lazy: lazyPage(() => import('../features/auth/pages/ForgotPasswordPage')) },
      { path: 'reset-password', lazy: lazyPage(() => import('../features/auth/pages/ResetPasswordPage')) },
      { path: 'email-changed', lazy: lazyPage(() => import('../features/auth/pages/EmailChangedPage')) },
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
      { index: true, lazy: lazyPage(() => import('../features/admin/pages/AdminIndexPage')) },
      { path: 'errands', lazy: lazyPage(() => import('../features/admin/pages/AdminErrandsPage')) },
      { path: 'errands/:id', lazy: lazyPage(() => import('../features/errands/pages/ErrandDetailRoute')) },
      {
        path: 'organisations',
        lazy: lazyPage(() => import('../features/organisations/pages/OrganisationsRoute')),
      },
      { path: 'users', lazy: lazyPage(() => import('../features/users/pages/UsersRoute')) },
      { path: 'properties', lazy: lazyPage(() => import('../features/admin/pages/AdminPropertiesPage')) },
      { path: 'equipment', lazy: lazyPage(() => import('../features/admin/pages/AdminEquipmentPage')) },
      { path: 'contractors', lazy: lazyPage(() => import('../features/admin/pages/AdminContractorsPage')) },
      {
        path: 'chat-assistant',
        lazy: lazyPage(() => import('../features/admin/pages/AdminChatAssistantPage')),
      },
      { path: 'settings', lazy: lazyPage(() => import('../features/settings/SettingsPage')) },
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
      { index: true, lazy: lazyPage(() => import('../features/panel/pages/PanelIndexPage')) },
      { path: 'errands', lazy: lazyPage(() => import('../features/panel/pages/PanelErrandsPage')) },
      { path: 'errands/:id', lazy: lazyPage(() => import('../features/errands/pages/ErrandDetailRoute')) },
      { path: 'users', lazy: lazyPage(() => import('../features/users/pages/UsersRoute')) },
      { path: 'properties', lazy: lazyPage(() => import('../features/panel/pages/PanelPropertiesPage')) },
      { path: 'equipment', lazy: lazyPage(() => import('../features/panel/pages/PanelEquipmentPage')) },
      { path: 'contractors', lazy: lazyPage(() => import('../features/panel/pages/PanelContractorsPage')) },
      {
        path: 'chat-assistant',
        lazy: lazyPage(() => import('../features/panel/pages/PanelChatAssistantPage')),
      },
      { path: 'settings', lazy: lazyPage(() => import('../features/panel/pages/PanelSettingsPage')) },
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
      { index: true, lazy: lazyPage(() => import('../features/contractor/pages/ContractorIndexPage')) },
      { path: 'errands', lazy: lazyPage(() => import('../features/contractor/pages/ContractorErrandsPage')) },
      { path: 'errands/:id', lazy: lazyPage(() => import('../features/errands/pages/ErrandDetailRoute')) },
      { path: 'settings', lazy: lazyPage(() => import('../features/settings/SettingsPage')) },
    ],
  },
  { path: '*', lazy: lazyPage(() => import('../features/common/pages/NotFoundPage')) },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
