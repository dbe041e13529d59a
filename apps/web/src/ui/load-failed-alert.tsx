import { Alert, Button, Stack, Text } from '@mantine/core';

interface LoadFailedAlertProps {
  title: string;
  /** Why loading failed (the server's German message). */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** In a narrow panel: the smaller retry button. */
  compact?: boolean;
}

/** Data that could not be loaded, in place of the data, with a button to try again. */
export function LoadFailedAlert({
  title,
  message,
  retryLabel,
  onRetry,
  compact = false,
}: LoadFailedAlertProps) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size={compact ? 'compact-sm' : 'xs'} variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
