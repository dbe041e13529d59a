import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useSession } from '../../lib/session/use-session.ts';
import { currentMonth, isMonth } from './month.ts';

/**
 * Whose month a page shows: the person from the path (`/workingtimes/{mode}/{id}`, none = oneself)
 * and the month from `?monat=YYYY-MM` (reload, back button and shared links keep it).
 */
export function usePersonMonth() {
  const params = useParams({ strict: false }) as { mode?: string; id?: string };
  const search = useSearch({ strict: false }) as { monat?: unknown };
  const navigate = useNavigate();
  const permissions = useSession((s) => s.permissions);
  const ownProfileId = useSession((s) => s.profile?.id);
  const profileId = params.id ? Number(params.id) : undefined;
  const month = isMonth(search.monat) ? search.monat : currentMonth();
  const canManage = permissions.includes('workingTimes.manage');
  const canWrite = permissions.includes('workingTimes.write');
  const go = (mode: 'list' | 'evaluate' | 'create', person: number | undefined, nextMonth: string) =>
    void navigate({
      to: person === undefined ? `/workingtimes/${mode}` : `/workingtimes/${mode}/${person}`,
      search: { monat: nextMonth },
      replace: true,
    });
  return { mode: params.mode, profileId, ownProfileId, month, canManage, canWrite, go };
}

/** `search` of a Link to another month's page (the code-based route tree leaves search untyped). */
export const monthSearch = (month: string) => ({ monat: month }) as never;
