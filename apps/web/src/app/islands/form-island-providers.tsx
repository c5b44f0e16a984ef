import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

/**
 * What the app gives a form, for a form served as an island, where no app is around it: a query
 * client for its request, and a place for its message.
 */
function FormIslandProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
