import { textTemplateUsageDefinitions, type TextTemplate } from '@kontor/contracts';
import { Button, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useMakeDefaultTextTemplate } from '../api/use-make-default-text-template.ts';
import { useTextTemplates } from '../../../lib/queries/use-text-templates.ts';
import { DeleteTextTemplateDialog } from '../components/delete-text-template-dialog.tsx';
import { TextTemplateEditorModal, type EditorTarget } from '../components/text-template-editor-modal.tsx';
import { TextTemplateGroups } from '../components/text-template-groups.tsx';
import '../i18n.ts';

function TextTemplates() {
  const { t } = useTranslation('textTemplates');
  const canWrite = useSession((s) => s.permissions.includes('settings.write'));
  const templates = useTextTemplates();
  const makeDefault = useMakeDefaultTextTemplate();
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [deleting, setDeleting] = useState<TextTemplate | null>(null);

  const setDefault = async (template: TextTemplate) => {
    try {
      await makeDefault.mutateAsync(template.id);
      const usage = textTemplateUsageDefinitions[template.usage].label;
      toast.success(t('madeDefault', { name: template.name, usage }));
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap="xs">
        <BackLink to="/settings">{t('back')}</BackLink>
        <PageHeader
          title={t('title')}
          description={t('intro')}
          actions={
            canWrite && (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setEditing({ kind: 'create', usage: 'documentIntro' })}
              >
                {t('create')}
              </Button>
            )
          }
        />
      </Stack>
      {templates.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          message={templates.error.message}
          retryLabel={t('retry')}
          onRetry={() => void templates.refetch()}
        />
      ) : !templates.data ? (
        <Stack gap="md" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={120} />
          ))}
        </Stack>
      ) : (
        <TextTemplateGroups
          templates={templates.data}
          canWrite={canWrite}
          onCreate={(usage) => setEditing({ kind: 'create', usage })}
          onOpen={(template) => setEditing({ kind: 'edit', id: template.id })}
          onMakeDefault={(template) => void setDefault(template)}
          onDelete={setDeleting}
        />
      )}
      <TextTemplateEditorModal
        target={editing}
        templates={templates.data ?? []}
        readOnly={!canWrite}
        onClose={() => setEditing(null)}
        onReload={async () => (await templates.refetch()).data}
      />
      <DeleteTextTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

/** /settings/texttemplates: the templates grouped by usage, with editor and live preview. */
export function TextTemplatesPage() {
  return (
    <RequirePermission permission="settings.read">
      <TextTemplates />
    </RequirePermission>
  );
}
