import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';

/** Renders the whole app at `path`, as the browser would load it. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(<App env="test" queryClient={queryClient} />);
  return { ...view, queryClient, user };
}
