import { lazy, Suspense } from 'react';
import { Outlet, useSearch } from '@tanstack/react-router';
import { SignInCard } from '../../ui/sign-in-card.tsx';

// Only a mail link (`/login?einladung=…`) needs the card; loading it lazily keeps the contracts
// (and zod) out of the sign-in page's bundle.
const InvitationLinkCard = lazy(() =>
  import('../../features/invitations/components/invitation-link-card.tsx').then((module) => ({
    default: module.InvitationLinkCard,
  })),
);

/** Sign-in screens: one centred card, nothing of the app behind it (an invitation link on top). */
export function NotLoggedInLayout() {
  const hasInvitationLink = useSearch({
    strict: false,
    select: (search: Record<string, unknown>) => search['einladung'] != null,
  });
  return (
    <SignInCard>
      {hasInvitationLink && (
        <Suspense fallback={null}>
          <InvitationLinkCard />
        </Suspense>
      )}
      <Outlet />
    </SignInCard>
  );
}
