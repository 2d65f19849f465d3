export { PlaceSignButton } from './components/PlaceSignButton';
export { PlaceSignDialog, type SignPlace } from './components/PlaceSignDialog';
