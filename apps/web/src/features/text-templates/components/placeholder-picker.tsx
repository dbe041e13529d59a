import {
  placeholderCatalog,
  placeholderGroups,
  textTemplateUsageDefinitions,
  type PlaceholderDefinition,
  type TextTemplateUsage,
} from '@kontor/contracts';
import { Button, Code, Menu, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBraces, IconChevronDown } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

interface Props {
  usage: TextTemplateUsage;
  onPick: (placeholder: PlaceholderDefinition) => void;
  disabled?: boolean;
}

/** The placeholders the usage offers, grouped (Kunde, Dokument …), each with what it stands for. */
export function PlaceholderPicker({ usage, onPick, disabled }: Props) {
  const { t } = useTranslation('textTemplates');
  const groups = textTemplateUsageDefinitions[usage].groups;
  return (
    <Menu position="bottom-start" width={340} shadow="md">
      <Menu.Target>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconBraces size={14} />}
          rightSection={<IconChevronDown size={14} />}
          disabled={disabled}
          title={t('editor.insertHint')}
        >
          {t('editor.insert')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah={360} type="auto">
          {groups.map((group, index) => (
            <Fragment key={group}>
              {index > 0 && <Menu.Divider />}
              <Menu.Label>{placeholderGroups[group]}</Menu.Label>
              {placeholderCatalog
                .filter((p) => p.group === group)
                .map((placeholder) => (
                  <Menu.Item key={placeholder.name} onClick={() => onPick(placeholder)}>
                    <Stack gap={0}>
                      <Text size="sm" fw={500}>
                        {placeholder.label} <Code fz="xs">{`{{${placeholder.name}}}`}</Code>
                      </Text>
                      <Text size="xs" c="dimmed">
                        {placeholder.description}
                      </Text>
                    </Stack>
                  </Menu.Item>
                ))}
            </Fragment>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
