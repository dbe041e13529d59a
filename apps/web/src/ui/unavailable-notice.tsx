import { Stack, ThemeIcon, Title, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface UnavailableNoticeProps extends StackProps {
  /** A 28 px Tabler icon that names the reason (lock, unknown person …). */
  icon: ReactNode;
  title: string;
  /** The explanation and the way out (a link or button). */
  children: ReactNode;
}

/** Shown in the layout instead of a screen that cannot be shown (no permission, not found). */
export function UnavailableNotice({ icon, title, children, ...stackProps }: UnavailableNoticeProps) {
  return (
    <Stack align="center" ta="center" gap="sm" {...stackProps}>
      <ThemeIcon size={56} radius="xl" variant="light" color="orange">
        {icon}
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
