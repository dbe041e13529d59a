import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The API client already retries network failures; a 4xx will not get better by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
