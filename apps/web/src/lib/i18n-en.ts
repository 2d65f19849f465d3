import { byNamespace, type Catalogue } from './i18n-bundle';

/** The English catalogue, loaded on demand as one chunk (Swedish is the default and ships with the app). */
const files = import.meta.glob<Catalogue>(
  ['../../../../packages/i18n/src/en/*.json', '!../../../../packages/i18n/src/en/mail.json'],
  { eager: true, import: 'default' },
);
export default byNamespace(files);
