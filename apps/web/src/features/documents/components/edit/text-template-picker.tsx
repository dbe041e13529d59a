import type { TextTemplateUsage } from '@kontor/contracts';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTextTemplates } from '../../../../lib/queries/use-text-templates.ts';
import '../../i18n.ts';

interface Props {
  usage: Extract<TextTemplateUsage, 'documentIntro' | 'documentOutro'>;
  /** The template's text (placeholders stay as typed; they are filled in when the PDF is made). */
  onPick: (body: string) => void;
}

/** Replaces the intro or outro with a text template of that usage. */
export function TextTemplatePicker({ usage, onPick }: Props) {
  const { t } = useTranslation('documents');
  const templates = useTextTemplates().data?.filter((tpl) => tpl.usage === usage) ?? [];
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Tooltip label={t('edit.template')}>
          <ActionIcon
            variant="subtle"
            aria-label={`${t('edit.template')} (${t(usage === 'documentIntro' ? 'edit.intro' : 'edit.outro')})`}
          >
            <IconTemplate size={16} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {templates.length === 0 ? (
          <Menu.Item disabled>{t('edit.noTemplates')}</Menu.Item>
        ) : (
          templates.map((tpl) => (
            <Menu.Item key={tpl.id} onClick={() => onPick(tpl.body)}>
              {tpl.name}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
