import { useGroupBase } from '../../../components/use-group-base';
import { UsersPage } from './UsersPage';

/** Route module for `/admin/users` and `/panel/users`. */
export default function UsersRoute() {
  return <UsersPage base={useGroupBase()} />;
}
