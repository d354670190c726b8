import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { saveDownload } from '@/shared/lib/save-download';

/** One row of the file and its fate (docs/architecture.md §4 "Roster import"). */
export interface ImportRow {
  line: number;
  fullName: string;
  username: string;
  className: string;
  status: 'create' | 'exists' | 'error';
  message?: string;
  /** A created pupil's one-time password, in the commit's answer only (shown this once). */
  password?: string;
}

export interface RosterImport {
  _id: string;
  rows: ImportRow[];
  created: number;
  errors: number;
}

/** Where the pupils go: the whole school (the admin's, classes named by the file) or one class (its teacher's). */
export type ImportTarget = { kind: 'school' } | { kind: 'class'; classId: string };

const importUrl = (target: ImportTarget) =>
  target.kind === 'school' ? '/api/admin/imports' : `/api/classes/${target.classId}/import`;

const cardsUrl = (target: ImportTarget, importId: string) =>
  target.kind === 'school'
    ? `/api/admin/imports/${importId}/cards.pdf`
    : `/api/classes/${target.classId}/imports/${importId}/cards.pdf`;

export interface ImportRequest {
  target: ImportTarget;
  file: File;
  dryRun: boolean;
  createClasses: boolean;
}

/** Sends the roster file: a dry run answers every row's fate and writes nothing. */
export async function importRoster({ target, file, dryRun, createClasses }: ImportRequest): Promise<RosterImport> {
  const form = new FormData();
  form.append('dryRun', String(dryRun));
  if (target.kind === 'school') form.append('createClasses', String(createClasses));
  form.append('file', file);
  // A big school's file takes a while to read and check: no client timeout.
  const response = await api.post<{ data: { import: RosterImport } }>(importUrl(target), form, { timeout: 0 });
  return response.data.data.import;
}

/** The dry run changes nothing; a commit that created pupils changes rosters, classes, figures: every cached read. */
export function useImportRoster() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importRoster,
    onSuccess: (result, { dryRun }) => {
      if (!dryRun && result.created > 0) void client.invalidateQueries();
    },
  });
}

/** The import's login cards (a PDF, kept 24 hours), through the signed-in request: not a plain link. */
export async function downloadLoginCards(target: ImportTarget, importId: string, guardianCodes = false): Promise<void> {
  // With parent codes: each download makes new ones (one use, 7 days).
  const params = guardianCodes ? { guardianCodes: 'true' } : undefined;
  const response = await api.read<Blob>(
    { url: cardsUrl(target, importId), ...(params ? { params } : {}) },
    { responseType: 'blob', timeout: 0 },
  );
  saveDownload(response, 'login-cards.pdf');
}
