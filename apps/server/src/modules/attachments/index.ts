/** The app's file storage, for other modules that read stored files (a person's data export). */
export { fileStorageFor } from './file-storage';
/** Files on an errand reached through a capability link (modules/public-reporting's work orders). */
export { type LinkResolver, linkFileRoutes, linkFileService } from './link-files';
