import { QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { use, useState, type ComponentType, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { hydrateQueries } from '@/lib/page-data';
import { createQueryClient } from '@/lib/query-client';
import { IslandQueries } from './island-queries';

function newQueryClient(queries: DehydratedState | null) {
  const queryClient = createQueryClient();
  if (queries) hydrateQueries(queryClient, queries);
  return queryClient;
}

/**
 * What the app gives a form, for a form served as an island, where no app is around it: a query
 * client for its request, and a place for its message.
 */
function FormIslandProviders({ children }: { children: ReactNode }) {
  const queries = use(IslandQueries);
  const [queryClient] = useState(() => newQueryClient(queries));
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

/** A form as an island, in the server's render and the browser's hydration alike. */
export const asFormIsland = (Form: ComponentType) =>
  function FormIsland() {
    return (
      <FormIslandProviders>
        <Form />
      </FormIslandProviders>
    );
  };
