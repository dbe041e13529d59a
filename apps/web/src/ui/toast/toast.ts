import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { createElement, type ReactNode } from 'react';
import { createToastStore, type ToastOptions } from './toast-store.ts';

/** The one toast list of the app, shown by `ToastArea` in the page shell. Usage: see toast-store.ts. */
export const toastStore = createToastStore();

export const toast = {
  show: (options: ToastOptions) => toastStore.show(options),
  close: (id: string) => toastStore.close(id),
  /** Confirms a finished action ("Gespeichert."). */
  success: (title: string, description?: ReactNode, options: ToastOptions = {}) =>
    toastStore.show({
      title,
      description,
      color: 'green',
      icon: createElement(IconCheck, { size: 18 }),
      ...options,
    }),
  /** A failure the user should read; stays twice as long as a confirmation. */
  error: (title: string, description?: ReactNode, options: ToastOptions = {}) =>
    toastStore.show({
      title,
      description,
      color: 'red',
      icon: createElement(IconAlertTriangle, { size: 18 }),
      timeout: 10_000,
      ...options,
    }),
};

export type ToastApi = typeof toast;

/** Hook form of `toast` for components; the object is the same on every render. */
export const useToast = (): ToastApi => toast;
