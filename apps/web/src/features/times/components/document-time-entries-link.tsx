import { Anchor, Group } from '@mantine/core';
import { IconStopwatch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { useTimeEntries } from '../api/use-times.ts';
import '../i18n.ts';

/** On an invoice made from time entries: a link to them (`/times?rechnung=ID`); else nothing. */
export function DocumentTimeEntriesLink({ documentId }: { documentId: number }) {
  const canApprove = useSession((s) => s.permissions.includes('times.approve'));
  return canApprove ? <LinkIfAny documentId={documentId} /> : null;
}

function LinkIfAny({ documentId }: { documentId: number }) {
  const { t } = useTranslation('times');
  const entries = useTimeEntries({ document_id: documentId, profile_id: 'all' });
  const count = entries.data?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <Group gap={6}>
      <IconStopwatch size={16} />
      <Anchor component={Link} to="/times" search={{ rechnung: documentId } as never} size="sm">
        {t('document.link')} ({count})
      </Anchor>
    </Group>
  );
}
