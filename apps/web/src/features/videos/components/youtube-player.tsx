import { AspectRatio, Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parseYouTubeUrl, youTubeEmbedUrl } from '@sinfxona/domain/rules/youtube';

/** A privacy-enhanced, lazily loaded, never autoplaying player; a bad link shows why instead. */
export function YouTubePlayer({ url, title }: { url: string | null | undefined; title: string }) {
  const { t } = useTranslation();
  const parsed = parseYouTubeUrl(url);
  return (
    <AspectRatio ratio={16 / 9}>
      {parsed.ok ? (
        <iframe
          src={youTubeEmbedUrl(parsed.id)}
          title={title}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0, borderRadius: 8 }}
        />
      ) : (
        <Center bg="gray.1" style={{ borderRadius: 8 }}>
          <Text c="red" role="alert">
            {t(`msg.${parsed.error}`)}
          </Text>
        </Center>
      )}
    </AspectRatio>
  );
}
