import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchImageUrl } from '../api/image.api';

/** A chat image, read with the session (images are private to the conversation) and shown from memory. */
export function ChatImage({ imageId, token }: { imageId: number; token: string }) {
  const { t } = useTranslation('supportChat');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    let made: string | null = null;
    fetchImageUrl(imageId, token, abort.signal)
      .then((u) => {
        made = u;
        setUrl(u);
      })
      .catch(() => {
        if (!abort.signal.aborted) setFailed(true);
      });
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [imageId, token]);
  if (failed) return <span className="text-xs opacity-80">{t('imageAlt')}</span>;
  if (!url)
    return (
      <span className="block h-24 w-32 animate-pulse rounded-lg bg-black/10">
        <span className="sr-only">{t('imageLoading')}</span>
      </span>
    );
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={t('imageAlt')} className="max-h-56 max-w-full rounded-lg" data-testid="support-chat-image" />
    </a>
  );
}
