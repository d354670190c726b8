import { ActionIcon, Alert, Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCamera, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_MAX_BYTES, PHOTOS_MAX } from '@sinfxona/domain/constants';
import { shrinkPhoto } from '@/features/submissions/lib/shrink-photo';
import '@/shared/i18n/grading-texts';

interface PhotoItem {
  id: number;
  /** The shrunk JPEG that is sent. */
  file: File;
  /** The size of the photo as chosen, before shrinking. */
  originalSize: number;
  /** A thumbnail's object URL, revoked when the photo goes. */
  url: string;
}

/** "1.2 MB", or "340 KB" under a tenth of a megabyte. */
export function formatSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 0.1 ? `${megabytes.toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Photos of notebook pages: added from the gallery or the camera, shrunk right away (upright,
 * ≤ 2000 px, JPEG 0.8, no location), shown in order with move up/down and remove, up to 10 and
 * 10 MB together. `onChange` hears the files to send, or null while none or too many bytes.
 */
export default function PhotoPicker({
  disabled,
  onChange,
}: {
  disabled: boolean;
  onChange: (photos: File[] | null) => void;
}) {
  const { t } = useTranslation();
  const [items, setItems] = useState<PhotoItem[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const nextId = useRef(1);
  const shown = useRef<PhotoItem[]>([]);

  const total = items.reduce((sum, item) => sum + item.file.size, 0);
  const originalTotal = items.reduce((sum, item) => sum + item.originalSize, 0);
  const tooLarge = total > FILE_MAX_BYTES;

  useEffect(() => {
    onChange(items.length && !tooLarge ? items.map((item) => item.file) : null);
  }, [items, tooLarge, onChange]);
  useEffect(() => {
    shown.current = items;
  }, [items]);
  useEffect(() => () => shown.current.forEach((item) => URL.revokeObjectURL(item.url)), []);

  const add = async (picked: File[]) => {
    if (!picked.length) return;
    const room = PHOTOS_MAX - items.length;
    setProblem(picked.length > room ? t('photos.tooMany') : null);
    setPreparing(true);
    const added: PhotoItem[] = [];
    for (const original of picked.slice(0, Math.max(0, room))) {
      try {
        const file = await shrinkPhoto(original);
        added.push({ id: nextId.current++, file, originalSize: original.size, url: URL.createObjectURL(file) });
      } catch {
        setProblem(t('photos.unreadable', { name: original.name }));
      }
    }
    setItems((current) => [...current, ...added]);
    setPreparing(false);
  };

  const move = (index: number, by: -1 | 1) =>
    setItems((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  const remove = (index: number) => {
    const gone = items[index];
    if (gone) URL.revokeObjectURL(gone.url);
    setProblem(null);
    setItems((current) => current.filter((item) => item !== gone));
  };

  const busy = disabled || preparing;
  const full = items.length >= PHOTOS_MAX;
  return (
    <Stack gap="xs" data-testid="photo-picker">
      <Text size="xs" c="dimmed">
        {t('photos.hint')}
      </Text>
      <Group gap="xs">
        <FileButton multiple accept="image/jpeg,image/png,image/*" onChange={(files) => void add(files)}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoPlus size={16} />} disabled={busy || full}>
              {t('photos.addPhotos')}
            </Button>
          )}
        </FileButton>
        <FileButton accept="image/*" capture="environment" onChange={(file) => void add(file ? [file] : [])}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconCamera size={16} />} disabled={busy || full}>
              {t('photos.takePhoto')}
            </Button>
          )}
        </FileButton>
      </Group>
      {items.length === 0 && !preparing && (
        <Text size="sm" c="dimmed">
          {t('photos.none')}
        </Text>
      )}
      <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('photos.modePhotos')}>
        {items.map((item, index) => (
          <Group key={item.id} component="li" gap="sm" wrap="nowrap" data-testid="photo-item">
            <img
              src={item.url}
              alt={t('photos.page', { n: index + 1 })}
              width={56}
              height={56}
              style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }}
            />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {t('photos.page', { n: index + 1 })}
              </Text>
              <Text size="xs" c="dimmed">
                {formatSize(item.file.size)}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                size="lg"
                onClick={() => move(index, -1)}
                disabled={busy || index === 0}
                aria-label={t('photos.moveUpN', { n: index + 1 })}
                title={t('photos.moveUp')}
              >
                <IconArrowUp size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="lg"
                onClick={() => move(index, 1)}
                disabled={busy || index === items.length - 1}
                aria-label={t('photos.moveDownN', { n: index + 1 })}
                title={t('photos.moveDown')}
              >
                <IconArrowDown size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={() => remove(index)}
                disabled={busy}
                aria-label={t('photos.removeN', { n: index + 1 })}
                title={t('photos.remove')}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
      {preparing && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('photos.preparing')}</Text>
        </Group>
      )}
      {items.length > 0 && (
        <Text size="sm" fw={500} c={tooLarge ? 'red' : undefined} data-testid="photo-summary">
          {t('photos.summary', {
            count: items.length,
            size: formatSize(total),
            original: formatSize(originalTotal),
          })}
        </Text>
      )}
      {(tooLarge || problem) && (
        <Alert color={tooLarge ? 'red' : 'orange'} role="alert" p="xs">
          {tooLarge ? t('photos.tooLarge') : problem}
        </Alert>
      )}
    </Stack>
  );
}
