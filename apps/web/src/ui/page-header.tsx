import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** A short line under the title (what the page is for, how many entries). */
  description?: ReactNode;
  /** The page's main buttons, on the right. */
  actions?: ReactNode;
}

/** The heading of a page in the layout: title and description left, actions right. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end">
      <Stack gap={2}>
        <Title order={1}>{title}</Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions}
    </Group>
  );
}
