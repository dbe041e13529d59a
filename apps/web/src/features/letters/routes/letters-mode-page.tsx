import { useParams } from '@tanstack/react-router';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { LetterCreateScreen } from './letter-create-screen.tsx';
import { LetterEditScreen } from './letter-edit-screen.tsx';
import { LetterShowScreen } from './letter-show-screen.tsx';
import { LettersListScreen } from './letters-list-screen.tsx';
import '../i18n.ts';

/** `/createdletters/{list|create}` and `/createdletters/{edit|show}/{id}`; the router refuses other modes. */
export function LettersModePage() {
  const { mode, id } = useParams({ strict: false }) as { mode: string; id?: string };
  if (mode === 'create')
    return (
      <RequirePermission permission="letters.write">
        <LetterCreateScreen />
      </RequirePermission>
    );
  if (mode === 'edit' && id)
    return (
      <RequirePermission permission="letters.write">
        <LetterEditScreen key={id} id={Number(id)} />
      </RequirePermission>
    );
  if (mode === 'show' && id)
    return (
      <RequirePermission permission="letters.read">
        <LetterShowScreen key={id} id={Number(id)} />
      </RequirePermission>
    );
  return (
    <RequirePermission permission="letters.read">
      <LettersListScreen />
    </RequirePermission>
  );
}
