import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Language } from '@sinfxona/domain/constants';
import { translate } from '@sinfxona/domain/messages';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { Actor, Deps } from '../../deps';
import { familyNameFirst, safeArchiveName, uniqueNames } from '../../lib/archive-names';
import { writeCsv, type CellValue } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import { findClassTask, selectLatestWork } from './repository';

/**
 * A task's work (or the chosen students' only) in one ZIP, streamed: each student's latest attempt as `Familiya Ism/<file>` and
 * `baholar.csv` with the grades. Files are opened one at a time as the archive is written, so a
 * class of forty 10 MB uploads takes the same memory as one.
 */
export async function archiveTaskWork(
  deps: Deps,
  actor: Actor,
  input: { taskId: string; language: Language; studentIds?: string[] },
): Promise<{ fileName: string; stream: Readable }> {
  const task = await findClassTask(deps.db, actor, input.taskId);
  if (!task) throw notFound('taskNotFound');
  const work = await selectLatestWork(deps.db, task.id, input.studentIds);
  const label = (key: Parameters<typeof translate>[0]) => translate(key, input.language);
  const folderFor = uniqueNames();
  const zip = new yazl.ZipFile();
  const grades: CellValue[][] = [
    [label('csvStudent'), label('csvSubmitted'), label('csvLate'), label('csvScore'), label('csvFeedback')],
  ];
  for (const row of work) {
    const folder = folderFor(safeArchiveName(familyNameFirst(row.full_name), 'oquvchi'));
    const late = Date.parse(row.submitted_at) > Date.parse(row.extended_deadline ?? row.deadline);
    grades.push([
      row.full_name,
      formatDateTime(row.submitted_at),
      late ? label('csvYes') : null,
      row.status === 'returned' ? label('csvReturned') : row.status === 'graded' ? Number(row.score) : null,
      row.feedback,
    ]);
    // Bytes of a task deleted long ago are gone; the grade is still listed.
    if (row.purged_at) continue;
    zip.addReadStreamLazy(
      `${folder}/${safeArchiveName(row.original_name, 'fayl')}`,
      { mtime: new Date(row.submitted_at) },
      (done) => {
        deps.files.read(row.storage_key).then(
          (stream) => {
            done(null, stream);
          },
          (error: unknown) => {
            done(error, undefined as never);
          },
        );
      },
    );
  }
  zip.addBuffer(Buffer.from(writeCsv(grades)), 'baholar.csv', { mtime: new Date() });
  zip.end();
  return {
    fileName: `${safeArchiveName(task.title, 'vazifa')}.zip`,
    stream: zip.outputStream as Readable,
  };
}
