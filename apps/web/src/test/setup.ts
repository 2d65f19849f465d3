// Component tests render pages directly, without the route loader that fetches
// the signed-in app's catalogue first: load it once here.
import { loadAppCatalogue } from '../lib/i18n';

await loadAppCatalogue();
