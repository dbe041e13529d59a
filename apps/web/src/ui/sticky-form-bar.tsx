import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** Small print on the left (last saved, keyboard shortcut); hidden on phones. */
  hint?: ReactNode;
  /** A problem with the last save, shown above the buttons. */
  alert?: ReactNode;
  /** The buttons (Abbrechen, Speichern …). */
  children: ReactNode;
}

/**
 * The save bar of a long form. It sticks below the header rather than at the bottom, where the
 * toasts and the phone's bottom navigation live and would cover the buttons.
 */
export function StickyFormBar({ hint, alert, children }: Props) {
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      p="sm"
      pos="sticky"
      top="calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-xs))"
      style={{ zIndex: 3 }}
    >
      <Stack gap="xs">
        {alert}
        <Group justify="space-between" gap="sm" wrap="nowrap">
          {hint ? (
            <Text size="xs" c="dimmed" visibleFrom="sm">
              {hint}
            </Text>
          ) : (
            <span />
          )}
          <Group gap="sm" justify="flex-end" ml="auto">
            {children}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
