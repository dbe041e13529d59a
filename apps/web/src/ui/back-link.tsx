import { Anchor, Group } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The small link above a page title, back to the page it belongs to (list, overview). */
export function BackLink({
  to,
  search,
  children,
}: {
  to: LinkProps['to'];
  /** Keeps the list's filter (a period, a search) on the way back. */
  search?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <Anchor renderRoot={(props) => <Link {...props} to={to} search={search} />} size="sm" w="fit-content">
      <Group gap={2} wrap="nowrap">
        <IconChevronLeft size={14} />
        {children}
      </Group>
    </Anchor>
  );
}
