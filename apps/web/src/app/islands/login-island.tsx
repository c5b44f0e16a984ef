import { paths } from '@/config/paths';
import { codeStepNamed } from '@/features/users/code-step';
import { LoginForm, SIGNED_IN_MESSAGE } from '@/features/users/components/login-form';
import { openApp } from './open-app';
import { usePageSearchParams } from './page-search';

/** Where a visitor sent here by the dashboard's guard wanted to go: the location state it leaves (`RequireAuth`). */
export function requestedPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname?.startsWith(paths.dashboard.root.path)
    ? `${from.pathname}${from.search ?? ''}`
    : paths.dashboard.home.getHref();
}

/**
 * The location state where no router is around to read it. The router keeps it in the history
 * entry, under `usr`: a login page the guard sent someone to, loaded again (Back, then Forward),
 * still knows where they were going.
 */
const stateInHistory = () => (window.history.state as { usr?: unknown } | null)?.usr;

/** The login page's form, at the code step its address names (`?step=`), as a post without code leaves it. */
export function LoginIsland({
  onSignedIn = () => openApp(requestedPath(stateInHistory()), SIGNED_IN_MESSAGE),
}: {
  onSignedIn?: () => void;
}) {
  return <LoginForm codeStep={codeStepNamed(usePageSearchParams().get('step'))} onSignedIn={onSignedIn} />;
}
