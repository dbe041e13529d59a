import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ChangedElsewhereAlertProps {
  message: string;
  reloadLabel: string;
  onReload: () => void;
}

/** Someone else saved while something was changed here: the user decides when to reload. */
export function ChangedElsewhereAlert({ message, reloadLabel, onReload }: ChangedElsewhereAlertProps) {
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          variant="white"
          color="dark"
          leftSection={<IconRefresh size={14} />}
          onClick={onReload}
        >
          {reloadLabel}
        </Button>
      </Stack>
    </Alert>
  );
}

interface SaveProblemAlertProps {
  /** Why the last save failed; nothing shows without one. */
  problem: ReactNode;
  /** The save was refused as stale (409): offer to reload right here. */
  conflict: boolean;
  reloadLabel: string;
  onReload: () => void;
}

/** The problem with the last save, compact enough for the save bar. */
export function SaveProblemAlert({ problem, conflict, reloadLabel, onReload }: SaveProblemAlertProps) {
  if (!problem) return null;
  return (
    <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} p="xs">
      <Group gap="sm" justify="space-between">
        <Text size="sm">{problem}</Text>
        {conflict && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={onReload}
          >
            {reloadLabel}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
