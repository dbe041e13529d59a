import { createRoute, lazyRouteComponent, notFound, redirect, type AnyRoute } from '@tanstack/react-router';
import { isNativeApp } from '../lib/platform.ts';
import type * as DocumentPrefetchModule from '../features/documents/api/prefetch-documents.ts';
import { NotLoggedInLayout } from './layouts/not-logged-in-layout.tsx';

type DocumentPrefetch = typeof DocumentPrefetchModule;

/** Every screen of the app. Pages load on demand (route-level code splitting). */
export function buildRouteTree<R extends AnyRoute>(root: R) {
  const notLoggedIn = createRoute({
    getParentRoute: () => root,
    id: 'notLoggedIn',
    component: NotLoggedInLayout,
  });
  // The signed-in layouts (menus, tenant select, navigation) load with the first page that needs
  // them, so the sign-in page downloads none of it.
  const main = createRoute({
    getParentRoute: () => root,
    id: 'default',
    component: lazyRouteComponent(() => import('./layouts/default-layout.tsx'), 'DefaultLayout'),
  });
  const mobile = createRoute({
    getParentRoute: () => root,
    id: 'mobile',
    component: lazyRouteComponent(() => import('./layouts/mobile-layout.tsx'), 'MobileLayout'),
  });

  // The prefetch needs the contracts; loaded on demand so the entry (and /login) stays without them.
  const prefetchDocuments = (start: (prefetch: DocumentPrefetch) => void) =>
    void import('../features/documents/api/prefetch-documents.ts').then(start, () => undefined);

  const page = (
    parent: AnyRoute,
    path: string,
    load: () => Promise<Record<string, unknown>>,
    exportName: string,
  ) =>
    createRoute({
      getParentRoute: () => parent,
      path,
      component: lazyRouteComponent(load as never, exportName as never),
    });

  // create without an id, edit and show with one; both paths share the page.
  const roleEditor = lazyRouteComponent(
    () => import('../features/roles/routes/role-editor-page.tsx'),
    'RoleEditorPage',
  );
  const workingTimesMode = lazyRouteComponent(
    () => import('../features/working-times/routes/working-times-mode-page.tsx'),
    'WorkingTimesModePage',
  );
  const projectTypesMode = lazyRouteComponent(
    () => import('../features/project-types/routes/project-types-mode-page.tsx'),
    'ProjectTypesModePage',
  );
  const bankStatements = lazyRouteComponent(
    () => import('../features/banking/routes/bank-statements-page.tsx'),
    'BankStatementsPage',
  );
  const lettersMode = lazyRouteComponent(
    () => import('../features/letters/routes/letters-mode-page.tsx'),
    'LettersModePage',
  );
  const emailAccountEditor = lazyRouteComponent(
    () => import('../features/email-accounts/routes/email-account-editor-page.tsx'),
    'EmailAccountEditorPage',
  );

  // Master data: one screen family for every registry type; unknown types and modes are a 404.
  // The registry loads with the check (as the pages need it anyway), not with the app's entry.
  const checkEntityRoute = async ({ params }: { params: { type: string; mode?: string; id?: string } }) =>
    (await import('../features/entities/entity-route.ts')).checkEntityRoute(params);
  const entityRoutes = [
    createRoute({
      getParentRoute: () => main,
      path: '/standardEntity/$type',
      beforeLoad: checkEntityRoute,
      component: lazyRouteComponent(
        () => import('../features/entities/routes/entity-list-page.tsx'),
        'EntityListPage',
      ),
    }),
    createRoute({
      getParentRoute: () => main,
      path: '/standardEntity/$type/$mode',
      beforeLoad: checkEntityRoute,
      component: lazyRouteComponent(
        () => import('../features/entities/routes/entity-mode-page.tsx'),
        'EntityModePage',
      ),
    }),
    createRoute({
      getParentRoute: () => main,
      path: '/standardEntity/$type/$mode/$id',
      beforeLoad: checkEntityRoute,
      component: lazyRouteComponent(
        () => import('../features/entities/routes/entity-record-page.tsx'),
        'EntityRecordPage',
      ),
    }),
  ];

  return root.addChildren([
    notLoggedIn.addChildren([
      page(notLoggedIn, '/login', () => import('../features/auth/routes/login-page.tsx'), 'LoginPage'),
      page(
        notLoggedIn,
        '/password-reset',
        () => import('../features/auth/routes/password-reset-page.tsx'),
        'PasswordResetPage',
      ),
      page(
        notLoggedIn,
        '/password-change',
        () => import('../features/auth/routes/password-change-page.tsx'),
        'PasswordChangePage',
      ),
    ]),
    main.addChildren([
      ...entityRoutes,
      createRoute({
        getParentRoute: () => main,
        path: '/',
        // Root middleware redirect-to-mobile-index: after initialisation the native app goes to /mobile.
        beforeLoad: () => {
          if (isNativeApp()) throw redirect({ to: '/mobile', replace: true });
        },
        component: lazyRouteComponent(() => import('./home/home-page.tsx'), 'HomePage'),
      }),
      page(
        main,
        '/profiles',
        () => import('../features/profiles/routes/profiles-list-page.tsx'),
        'ProfilesListPage',
      ),
      page(
        main,
        '/profiles/create',
        () => import('../features/profiles/routes/profile-create-page.tsx'),
        'ProfileCreatePage',
      ),
      page(
        main,
        '/profiles/show/$id',
        () => import('../features/profiles/routes/profile-show-page.tsx'),
        'ProfileShowPage',
      ),
      page(
        main,
        '/accounts',
        () => import('../features/accounting/routes/accounts-page.tsx'),
        'AccountsPage',
      ),
      page(
        main,
        '/accounts/show/$id',
        () => import('../features/accounting/routes/account-show-page.tsx'),
        'AccountShowPage',
      ),
      page(main, '/export', () => import('../features/accounting/routes/export-page.tsx'), 'ExportPage'),
      createRoute({
        getParentRoute: () => main,
        path: '/createDocument',
        loader: ({ context, location }) =>
          prefetchDocuments((p) => p.prefetchDocumentList(context, location.search)),
        component: lazyRouteComponent(
          () => import('../features/documents/routes/documents-list-page.tsx'),
          'DocumentsListPage',
        ),
      }),
      // New and existing drafts share one route, so the editor stays mounted when a new draft gets its id.
      createRoute({
        getParentRoute: () => main,
        path: '/createDocument/edit/{-$id}',
        beforeLoad: ({ params }) => {
          if (params.id !== undefined) assertRecordId(params.id);
        },
        loader: ({ context, params }) => {
          const { id } = params;
          if (id !== undefined) prefetchDocuments((p) => p.prefetchDocument(context, Number(id)));
        },
        component: lazyRouteComponent(
          () => import('../features/documents/routes/document-edit-page.tsx'),
          'DocumentEditPage',
        ),
      }),
      createRoute({
        getParentRoute: () => main,
        path: '/createDocument/show/$id',
        beforeLoad: ({ params }) => assertRecordId(params.id),
        component: lazyRouteComponent(
          () => import('../features/documents/routes/document-show-page.tsx'),
          'DocumentShowPage',
        ),
      }),
      page(
        main,
        '/createDocument/serialInvoice',
        () => import('../features/documents/serial-invoices/routes/serial-invoices-page.tsx'),
        'SerialInvoicesPage',
      ),
      page(
        main,
        '/createDocument/serialInvoice/create',
        () => import('../features/documents/serial-invoices/routes/serial-invoice-edit-page.tsx'),
        'SerialInvoiceEditPage',
      ),
      createRoute({
        getParentRoute: () => main,
        path: '/createDocument/serialInvoice/edit/$id',
        beforeLoad: ({ params }) => assertRecordId(params.id),
        component: lazyRouteComponent(
          () => import('../features/documents/serial-invoices/routes/serial-invoice-edit-page.tsx'),
          'SerialInvoiceEditPage',
        ),
      }),
      page(main, '/historyitems', () => import('../features/history/routes/history-page.tsx'), 'HistoryPage'),
      page(main, '/files', () => import('../features/files/routes/files-page.tsx'), 'FilesPage'),
      page(
        main,
        '/test',
        () => import('../features/system-status/routes/system-status-page.tsx'),
        'SystemStatusPage',
      ),
      page(main, '/settings', () => import('../features/settings/routes/settings-page.tsx'), 'SettingsPage'),
      page(
        main,
        '/settings/tenant',
        () => import('../features/settings/routes/tenant-settings-page.tsx'),
        'TenantSettingsPage',
      ),
      page(
        main,
        '/settings/texttemplates',
        () => import('../features/text-templates/routes/text-templates-page.tsx'),
        'TextTemplatesPage',
      ),
      page(
        main,
        '/settings/ownfields',
        () => import('../features/custom-fields/routes/custom-fields-page.tsx'),
        'CustomFieldsPage',
      ),
      page(
        main,
        '/settings/numberRanges',
        () => import('../features/number-ranges/routes/number-ranges-page.tsx'),
        'NumberRangesPage',
      ),
      page(
        main,
        '/settings/support',
        () => import('../features/support/routes/support-settings-page.tsx'),
        'SupportSettingsPage',
      ),
      page(
        main,
        '/settings/banking',
        () => import('../features/banking/routes/bank-settings-page.tsx'),
        'BankSettingsPage',
      ),
      page(main, '/banking', () => import('../features/banking/routes/banking-page.tsx'), 'BankingPage'),
      page(
        main,
        '/incomingInvoices',
        () => import('../features/incoming-invoices/routes/incoming-invoices-page.tsx'),
        'IncomingInvoicesPage',
      ),
      createRoute({
        getParentRoute: () => main,
        path: '/incomingInvoices/show/$id',
        beforeLoad: ({ params }) => {
          if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
        },
        component: lazyRouteComponent(
          () => import('../features/incoming-invoices/routes/incoming-invoice-show-page.tsx'),
          'IncomingInvoiceShowPage',
        ),
      }),
      createRoute({
        getParentRoute: () => main,
        path: '/incomingInvoices/edit/$id',
        beforeLoad: ({ params }) => {
          if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
        },
        component: lazyRouteComponent(
          () => import('../features/incoming-invoices/routes/incoming-invoice-edit-page.tsx'),
          'IncomingInvoiceEditPage',
        ),
      }),
      createRoute({
        getParentRoute: () => main,
        path: '/banking/statements/$mode',
        beforeLoad: ({ params }) => assertMode(params.mode, ['list']),
        component: bankStatements,
      }),
      createRoute({
        getParentRoute: () => main,
        path: '/banking/statements/$mode/$id',
        beforeLoad: ({ params }) => {
          assertMode(params.mode, ['show']);
          if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
        },
        component: bankStatements,
      }),
      page(
        main,
        '/settings/externalDevices',
        () => import('../features/external-devices/routes/external-devices-page.tsx'),
        'ExternalDevicesPage',
      ),
      page(
        main,
        '/settings/emailaccounts',
        () => import('../features/email-accounts/routes/email-accounts-page.tsx'),
        'EmailAccountsPage',
      ),
      createRoute({
        getParentRoute: () => main,
        path: '/settings/emailaccounts/$mode',
        beforeLoad: ({ params }) => assertMode(params.mode, ['create']),
        component: emailAccountEditor,
      }),
      createRoute({
        getParentRoute: () => main,
        path: '/settings/emailaccounts/$mode/$id',
        beforeLoad: ({ params }) => {
          assertMode(params.mode, ['edit', 'show']);
          if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
        },
        component: emailAccountEditor,
      }),
      page(
        main,
        '/workingtimes',
        () => import('../features/working-times/routes/working-times-page.tsx'),
        'WorkingTimesPage',
      ),
      createRoute({
        getParentRoute: () => main,
        path: '/workingtimes/evaluate/$id',
        beforeLoad: ({ params }) => {
          if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
        },
        component: lazyRouteComponent(
          () => import('../features/working-times/routes/working-time-evaluation-page.tsx'),
          'WorkingTimeEvaluationPage',
        ),
      }),
      // list and create without an id (oneself); list/create (person), show/edit (record) with one.
      createRoute({
        getParentRoute: () => main,
        path: '/workingtimes/$mode',
        beforeLoad: ({ params }) => assertMode(params.mode, ['list', 'create']),
        component: workingTimesMode,
      }),
      createRoute({
        getParentRoute: () => main,
        path: '/workingtimes/$mode/$id',
        beforeLoad: ({ params }) => {
          assertMode(params.mode, ['list', 'create', 'show', 'edit']);
          if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
        },
        component: workingTimesMode,
      }),
      page(
        main,
        '/support',
        () => import('../features/support/routes/support-list-page.tsx'),
        'SupportListPage',
      ),
      page(
        main,
        '/support/create',
        () => import('../features/support/routes/support-create-page.tsx'),
        'SupportCreatePage',
      ),
      createRoute({
        getParentRoute: () => main,
        path: '/support/$id',
        beforeLoad: ({ params }) => {
          if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
        },
        component: lazyRouteComponent(
          () => import('../features/support/routes/support-ticket-page.tsx'),
          'SupportTicketPage',
        ),
      }),
      // list and create without an id, edit and show with one.
      createRoute({
        getParentRoute: () => main,
        path: '/createdletters/$mode',
        beforeLoad: ({ params }) => assertMode(params.mode, ['list', 'create']),
        component: lettersMode,
      }),
      createRoute({
        getParentRoute: () => main,
        path: '/createdletters/$mode/$id',
        beforeLoad: ({ params }) => {
          assertMode(params.mode, ['edit', 'show']);
          if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
        },
        component: lettersMode,
      }),
      page(main, '/forms', () => import('../features/forms/routes/forms-page.tsx'), 'FormsPage'),
      page(
        main,
        '/forms/templates/new',
        () => import('../features/forms/routes/form-template-page.tsx'),
        'FormTemplatePage',
      ),
      createRoute({
        getParentRoute: () => main,
        path: '/forms/templates/$id',
        beforeLoad: ({ params }) => {
          if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
        },
        component: lazyRouteComponent(
          () => import('../features/forms/routes/form-template-page.tsx'),
          'FormTemplatePage',
        ),
      }),
      createRoute({
        getParentRoute: () => main,
        path: '/forms/$id',
        beforeLoad: ({ params }) => {
          if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
        },
        component: lazyRouteComponent(
          () => import('../features/forms/routes/form-fill-page.tsx'),
          'FormFillPage',
        ),
      }),
      page(
        main,
        '/email/new',
        () => import('../features/emails/routes/email-compose-page.tsx'),
        'EmailComposePage',
      ),
      page(main, '/times', () => import('../features/times/routes/times-page.tsx'), 'TimesPage'),
      createRoute({
        getParentRoute: () => main,
        path: '/calendar',
        // Phones start with the day, larger screens with the week.
        beforeLoad: () => {
          const narrow = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 48em)').matches;
          throw redirect({ to: '/calendar/$mode', params: { mode: narrow ? 'day' : 'week' } });
        },
      }),
      createRoute({
        getParentRoute: () => main,
        path: '/calendar/$mode',
        beforeLoad: ({ params }) => assertMode(params.mode, ['month', 'week', 'day', 'list']),
        component: lazyRouteComponent(
          () => import('../features/calendar/routes/calendar-page.tsx'),
          'CalendarPage',
        ),
      }),
      createRoute({
        getParentRoute: () => main,
        path: '/projecttypes/$mode',
        beforeLoad: ({ params }) => assertMode(params.mode, ['list', 'create']),
        component: projectTypesMode,
      }),
      createRoute({
        getParentRoute: () => main,
        path: '/projecttypes/$mode/$id',
        beforeLoad: ({ params }) => {
          assertMode(params.mode, ['show', 'edit']);
          if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
        },
        component: projectTypesMode,
      }),
      page(main, '/roles', () => import('../features/roles/routes/roles-page.tsx'), 'RolesPage'),
      createRoute({
        getParentRoute: () => main,
        path: '/roles/$mode',
        beforeLoad: ({ params }) => assertMode(params.mode, ['create']),
        component: roleEditor,
      }),
      createRoute({
        getParentRoute: () => main,
        path: '/roles/$mode/$id',
        beforeLoad: ({ params }) => {
          assertMode(params.mode, ['edit', 'show']);
          if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
        },
        component: roleEditor,
      }),
    ]),
    mobile.addChildren([
      page(mobile, '/mobile', () => import('./mobile/mobile-index-page.tsx'), 'MobileIndexPage'),
      page(mobile, '/mobile/menu', () => import('./mobile/mobile-menu-page.tsx'), 'MobileMenuPage'),
    ]),
  ]);
}

/** For `$id` path params: anything but a positive id is an unknown path (404). */
export function assertRecordId(id: string) {
  if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound();
}

/** For `mode` path params: anything else is an unknown path (404). */
export function assertMode<M extends string>(mode: string, allowed: readonly M[]): asserts mode is M {
  if (!(allowed as readonly string[]).includes(mode)) throw notFound();
}
