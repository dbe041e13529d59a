import type { TextTemplate, TextTemplateUsage } from '@kontor/contracts';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import '../i18n.ts';
import { TextTemplateForm } from './text-template-form.tsx';

/** What the editor shows: a new template of a usage, or an existing one. */
export type EditorTarget = { kind: 'create'; usage: TextTemplateUsage } | { kind: 'edit'; id: number };

interface Props {
  target: EditorTarget | null;
  /** The current list, so the editor follows saves made elsewhere (realtime). */
  templates: readonly TextTemplate[];
  readOnly: boolean;
  onClose: () => void;
  onReload: () => Promise<readonly TextTemplate[] | undefined>;
}

/** The editor in a wide dialog (full screen on phones), the preview beside or below the text. */
export function TextTemplateEditorModal({ target, templates, readOnly, onClose, onReload }: Props) {
  const { t } = useTranslation('textTemplates');
  const isPhone = useIsPhoneLayout();
  const template = target?.kind === 'edit' ? templates.find((x) => x.id === target.id) : undefined;
  const title =
    target?.kind === 'create'
      ? t('editor.createTitle')
      : readOnly
        ? t('editor.viewTitle')
        : t('editor.editTitle');
  return (
    <Modal
      opened={target !== null && (target.kind === 'create' || template !== undefined)}
      onClose={onClose}
      title={title}
      size={1100}
      fullScreen={isPhone}
      portalProps={{ target: '#kontor-modals' }}
      closeButtonProps={{ 'aria-label': t('editor.close') }}
      closeOnClickOutside={false}
    >
      {target && (
        <TextTemplateForm
          key={target.kind === 'edit' ? target.id : `new-${target.usage}`}
          template={template}
          usage={target.kind === 'create' ? target.usage : (template?.usage ?? 'documentIntro')}
          readOnly={readOnly}
          onDone={onClose}
          onReload={async () => (await onReload())?.find((x) => x.id === template?.id)}
        />
      )}
    </Modal>
  );
}
