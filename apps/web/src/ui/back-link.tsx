import { Anchor, Group } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The small link above a page title, back to the page it belongs to (list, overview). */
export function BackLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={2} wrap="nowrap">
        <IconChevronLeft size={14} />
        {children}
      </Group>
    </Anchor>
  );
}
