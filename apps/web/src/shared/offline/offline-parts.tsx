import OfflineBanner from './offline-banner';
import LastUpdatedText from './last-updated-text';
import NothingKeptText from './nothing-kept-text';

export type OfflinePartProps = { part: 'banner' } | { part: 'lastUpdated'; at: number } | { part: 'nothingKept' };

/** What is shown without a connection (./offline-notice.tsx), loaded together. */
export default function OfflinePart(props: OfflinePartProps) {
  if (props.part === 'banner') return <OfflineBanner />;
  if (props.part === 'lastUpdated') return <LastUpdatedText at={props.at} />;
  return <NothingKeptText />;
}
