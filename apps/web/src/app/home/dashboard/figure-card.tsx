import { Anchor, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  icon: Icon;
  /** The big figure (a sum or a count). */
  value: string;
  detail?: string;
  link: { to: string; search?: Record<string, unknown>; label: string };
  tone?: 'default' | 'alert';
  children?: ReactNode;
}

/** One figure of the start page with the link to the list behind it. */
export function FigureCard({
  title,
  icon: ItemIcon,
  value,
  detail,
  link,
  tone = 'default',
  children,
}: Props) {
  const alert = tone === 'alert';
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="xs" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color={alert ? 'red' : undefined} radius="md" aria-hidden>
            <ItemIcon size={18} />
          </ThemeIcon>
          <Text fw={600}>{title}</Text>
        </Group>
        <Text fz={28} fw={700} c={alert ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {value}
        </Text>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
        {children}
        <Anchor component={Link} to={link.to} search={link.search as never} size="sm" mt="auto">
          {link.label}
        </Anchor>
      </Stack>
    </Card>
  );
}
