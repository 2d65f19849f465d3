import { OrganisationsPage } from './OrganisationsPage';

/** Route module for `/admin/organisations`. */
export default function OrganisationsRoute() {
  return <OrganisationsPage />;
}
