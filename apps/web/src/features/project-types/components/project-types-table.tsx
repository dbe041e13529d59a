import type { ProjectType } from '@kontor/contracts';
import { Anchor, Badge, ColorSwatch, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

/** The project types with their phases; the name opens the type. */
export function ProjectTypesTable({ items }: { items: ProjectType[] }) {
  const { t } = useTranslation('projectTypes');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.phases')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('columns.tasks')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('columns.projects')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((type) => (
            <Table.Tr key={type.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={type.color} size={14} aria-hidden />
                  <Anchor component={Link} to={`/projecttypes/show/${type.id}`} fw={500}>
                    {type.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {type.phases.map((phase) => (
                    <Badge key={phase.id} variant="light" color="gray" tt="none">
                      {phase.name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                <Text size="sm">{type.tasks.length}</Text>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                <Text size="sm">{type.project_count}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
