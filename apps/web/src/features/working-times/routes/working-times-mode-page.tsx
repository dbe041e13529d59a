import { useParams } from '@tanstack/react-router';
import { WorkingTimeCreatePage } from './working-time-create-page.tsx';
import { WorkingTimeRecordPage } from './working-time-record-page.tsx';
import { WorkingTimesPage } from './working-times-page.tsx';

/**
 * `/workingtimes/{mode}/{id?}` — list (id = person, none = oneself), create (id = person),
 * show and edit (id = record). The route checks the mode; evaluate has its own route.
 */
export function WorkingTimesModePage() {
  const { mode } = useParams({ strict: false }) as { mode?: string };
  if (mode === 'create') return <WorkingTimeCreatePage />;
  if (mode === 'show' || mode === 'edit') return <WorkingTimeRecordPage />;
  return <WorkingTimesPage />;
}
