import type { ApiError as ApiErrorBody, Me } from '@kontor/contracts';

export type { Me };

/** A failed call with the server's German message (and field messages, when it sent some). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const isErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  'error' in value &&
  typeof (value as ApiErrorBody).error?.message === 'string';

// The token lives in the HttpOnly cookie the server sets, so the browser sends it, not this code.
async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Der Server ist nicht erreichbar. Bitte versuchen Sie es erneut.');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (isErrorBody(payload)) {
      const { code, message, fields } = payload.error;
      throw new ApiError(response.status, code, message, fields);
    }
    throw new ApiError(response.status, 'unknown', `Die Anfrage ist fehlgeschlagen (${response.status}).`);
  }
  return payload as T;
}

export const signIn = (email: string, password: string) =>
  request<{ token: string }>('POST', '/auth/login', { email, password });

export const signOut = () => request<{ ok: true }>('POST', '/auth/logout');

/** The signed-in user, or null when the server answers 401 (signed out or session ended). */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await request<Me>('GET', '/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const switchTenant = (tenantId: number) =>
  request<{ token: string }>('POST', '/api/tenant/switch', { tenant_id: tenantId });

export const changePassword = (currentPassword: string, newPassword: string) =>
  request<{ token: string }>('POST', '/auth/password/change', {
    current_password: currentPassword,
    new_password: newPassword,
  });

export const requestPasswordReset = (email: string) =>
  request<{ message: string }>('POST', '/auth/password/reset', { email });

export const confirmPasswordReset = (token: string, newPassword: string) =>
  request<{ ok: true }>('POST', '/auth/password/reset/confirm', { token, new_password: newPassword });
