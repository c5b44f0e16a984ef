import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { createQueryClient } from '@/lib/query-client';

/** The home page's sign-up form, with a query client of its own for its one request. */
export function NewsletterIsland() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <NewsletterForm tone="dark" />
    </QueryClientProvider>
  );
}
