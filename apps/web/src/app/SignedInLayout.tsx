import type { AppLayoutProps } from './AppLayout';
import { lazyComponent } from './lazy-page';
import { PageBoundary } from './PageBoundary';

const AppLayout = lazyComponent(() => import('./AppLayout'));

/** The signed-in groups' layout, fetched on first use (see AppLayout). */
export function SignedInLayout(props: AppLayoutProps) {
  return (
    <PageBoundary>
      <AppLayout {...props} />
    </PageBoundary>
  );
}
