import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export type StatusTone = 'good' | 'warn' | 'bad' | 'neutral';

const TONE_COLOR: Record<StatusTone, string> = {
  good: 'green',
  warn: 'orange',
  bad: 'red',
  neutral: 'gray',
};

interface StatusCardProps {
  title: string;
  value: ReactNode;
  badge?: { label: string; tone: StatusTone };
  hint?: ReactNode;
  /** Ids and codes: monospace, a size smaller, so a long build id stays readable. */
  mono?: boolean;
}

/** One fact of the system: a named region, so screen readers (and tests) find it by its title. */
export function StatusCard({ title, value, badge, hint, mono }: StatusCardProps) {
  const titleId = useId();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h5" id={titleId} c="dimmed" tt="uppercase" fw={600}>
            {title}
          </Title>
          {badge && (
            <Badge
              color={TONE_COLOR[badge.tone]}
              variant="light"
              leftSection={
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    background: 'currentColor',
                  }}
                />
              }
            >
              {badge.label}
            </Badge>
          )}
        </Group>
        <Text
          size={mono ? 'md' : 'xl'}
          fw={mono ? 600 : 650}
          ff={mono ? 'monospace' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {value}
        </Text>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
