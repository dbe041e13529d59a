import { Loader, type LoaderProps } from '@mantine/core';

interface BusyIndicatorProps extends Omit<LoaderProps, 'role' | 'aria-label'> {
  /** What is loading, read out by screen readers. */
  label: string;
}

/**
 * A labelled loading spinner. Mantine's Loader is a plain span, and a label on an element
 * without a role is prohibited (axe), so the spinner is announced as a progress bar.
 */
export function BusyIndicator({ label, ...props }: BusyIndicatorProps) {
  return <Loader {...props} role="progressbar" aria-label={label} />;
}
