/** The app's file storage, for other modules that read stored files (a person's data export). */
export { fileStorageFor } from './file-storage';
