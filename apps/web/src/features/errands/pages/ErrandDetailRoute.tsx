import { useGroupBase } from '../../../components/use-group-base';
import { ErrandDetailPage } from './ErrandDetailPage';

/** Route module for `<group>/errands/:id`. */
export default function ErrandDetailRoute() {
  return <ErrandDetailPage base={useGroupBase()} />;
}
