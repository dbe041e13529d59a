import { receivableTypes } from '@kontor/contracts';
import { documentPaths } from '../../../lib/document-paths.ts';
import { entityPaths } from '../../../lib/entity-paths.ts';

/** Where each figure leads: the documents list filtered to exactly the rows it counts. */
export const dashboardLinks = {
  open: {
    to: documentPaths.list,
    search: { type: receivableTypes.join(','), status: 'finalized,sent,partiallyPaid', sort: 'due_date' },
  },
  overdue: { to: documentPaths.list, search: { status: 'overdue', sort: 'due_date' } },
  drafts: { to: documentPaths.list, search: { status: 'draft', sort: '-updated_at' } },
  tasks: (today: string) => ({
    to: entityPaths.list('tasks'),
    search: { filter: { status: ['open', 'inProgress'], due_date: { to: today } } },
  }),
};
