// What other features may use of the attachments feature (the layering check holds them to it).

export { AttachmentPicker } from './AttachmentPicker';
export { AttachmentsSection } from './AttachmentsSection';
export { reportFiles, uploadFiles } from './api';
export { ChatAttachments } from './ChatAttachments';
export { useUploads } from './use-uploads';
