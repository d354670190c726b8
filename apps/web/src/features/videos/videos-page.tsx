import { useClassScope } from '@/shared/classes/class-scope';
import { VideoLibrary } from '@/features/videos/components/video-library';

/** The video lessons of both roles, of the switcher's class or all the user's classes; teachers also add, edit and delete. */
export default function VideosPage() {
  return <VideoLibrary classId={useClassScope()} />;
}
