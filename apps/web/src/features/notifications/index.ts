// What the rest of the app may use of the notifications feature (the layering check holds features to it).
export { NotificationBell } from './NotificationBell';
