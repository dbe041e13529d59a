import { Button, Group } from '@mantine/core';

export type Answer = 'accept' | 'decline';

interface AnswerButtonsProps {
  labels: Record<Answer, string>;
  /** The answer being sent, if any: its button spins, the other waits. */
  pending: Answer | null;
  onAnswer: (answer: Answer) => void;
}

/** Annehmen / Ablehnen of an invitation (notice after sign-in and mail-link card). */
export function AnswerButtons({ labels, pending, onAnswer }: AnswerButtonsProps) {
  return (
    <Group gap="sm">
      <Button
        size="xs"
        loading={pending === 'accept'}
        disabled={pending === 'decline'}
        onClick={() => onAnswer('accept')}
      >
        {labels.accept}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={pending === 'decline'}
        disabled={pending === 'accept'}
        onClick={() => onAnswer('decline')}
      >
        {labels.decline}
      </Button>
    </Group>
  );
}
