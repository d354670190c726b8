import { SimpleGrid } from '@mantine/core';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { SubmissionCard } from './submission-card';

/** Submission cards, two a row from medium screens on. */
export function SubmissionGrid({ submissions }: { submissions: Submission[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {submissions.map((s) => (
        <SubmissionCard key={s._id} submission={s} />
      ))}
    </SimpleGrid>
  );
}
