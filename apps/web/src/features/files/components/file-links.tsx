import type { FileLink } from '@kontor/contracts';
import { Anchor, Group } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { entityTypes } from '@kontor/contracts';
import '../i18n.ts';

const isMasterData = (entity: string) => (entityTypes as readonly string[]).includes(entity);

/** The records a file is linked to; master-data records open their page. */
export function FileLinks({ links }: { links: readonly FileLink[] }) {
  const { t } = useTranslation('files');
  if (links.length === 0) return null;
  return (
    <Group gap={6}>
      {links.map((link) => {
        const label = link.label ?? t('link.fallback', { entity: link.entity, id: link.entity_id });
        return (
          <Group key={`${link.entity}/${link.entity_id}`} gap={4} wrap="nowrap">
            <IconLink size={13} aria-hidden color="var(--mantine-color-dimmed)" />
            {isMasterData(link.entity) ? (
              <Anchor component={Link} to={`/standardEntity/${link.entity}/show/${link.entity_id}`} size="sm">
                {label}
              </Anchor>
            ) : (
              <Anchor component="span" size="sm" c="dimmed" underline="never">
                {label}
              </Anchor>
            )}
          </Group>
        );
      })}
    </Group>
  );
}
