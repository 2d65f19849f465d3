export { PlaceSignButton } from './components/PlaceSignButton';
export { PlaceSignDialog, type SignPlace } from './components/PlaceSignDialog';
export { WorkOrderLinksCard } from './components/WorkOrderLinksCard';
