import { byNamespace, type Catalogue } from './i18n-bundle';

/**
 * The Swedish catalogue of the signed-in app: every namespace except the ones
 * the sign-in pages need (those ship with the entry, see i18n.ts) and the
 * server's mail texts. Loaded before the first signed-in page renders, so the
 * sign-in page does not download it. The split is checked by i18n-split.test.ts.
 */
const files = import.meta.glob<Catalogue>(
  [
    '../../../../packages/i18n/src/sv/*.json',
    '!../../../../packages/i18n/src/sv/{auth,authPages,common,errors,fieldErrors,languages,nav,mail}.json',
  ],
  { eager: true, import: 'default' },
);
export default byNamespace(files);
