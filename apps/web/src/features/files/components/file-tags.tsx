import { Badge, Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

/** The file's tags; a click filters the list by one (where the list offers that). */
export function FileTags({ tags, onSelect }: { tags: readonly string[]; onSelect?: (tag: string) => void }) {
  const { t } = useTranslation('files');
  if (tags.length === 0) return null;
  return (
    <Group gap={4}>
      {tags.map((tag) =>
        onSelect ? (
          <UnstyledButton key={tag} onClick={() => onSelect(tag)} aria-label={t('tags.filterBy', { tag })}>
            <Badge variant="light" color="gray" style={{ cursor: 'pointer', textTransform: 'none' }}>
              {tag}
            </Badge>
          </UnstyledButton>
        ) : (
          <Badge key={tag} variant="light" color="gray" style={{ textTransform: 'none' }}>
            {tag}
          </Badge>
        ),
      )}
    </Group>
  );
}
