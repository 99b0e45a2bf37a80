import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../api';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Gives every container below it the one api client the host created (`createClient`). */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The api client of the nearest ApiClientProvider; a container outside one is a wiring mistake. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient: no ApiClientProvider above this component');
  return client;
}
