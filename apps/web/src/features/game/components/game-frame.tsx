import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The running game: a full-size iframe with a slim bar (back, full screen). A vendor's HTML
 * document runs sandboxed without our origin, so it can never read this site's session.
 */
export function GameFrame({ url, html, onBack }: { url?: string; html?: string; onBack: () => void }) {
  const { t } = useTranslation('games');
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <div className="flex h-full min-h-0 flex-1 flex-col">
      <div className="flex h-10 shrink-0 items-center justify-between gap-2 bg-[#1c1530] px-2 text-white text-sm">
        <button
          type="button"
          onClick={onBack}
          data-testid="game-back"
          className="rounded-lg px-3 py-1 font-semibold hover:bg-white/10"
        >
          ‹ {t('gameFrame.back')}
        </button>
        <button
          type="button"
          onClick={() => void frame.current?.requestFullscreen?.()}
          className="rounded-lg px-3 py-1 font-semibold hover:bg-white/10"
        >
          {t('gameFrame.fullscreen')}
        </button>
      </div>
      {url ? (
        <iframe
          ref={frame}
          src={url}
          title={t('gameFrame.title')}
          data-testid="game-iframe"
          className="min-h-0 w-full flex-1 border-0 bg-black"
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
        />
      ) : (
        <iframe
          ref={frame}
          srcDoc={html}
          title={t('gameFrame.title')}
          data-testid="game-iframe"
          sandbox="allow-scripts allow-forms allow-popups"
          className="min-h-0 w-full flex-1 border-0 bg-black"
          allowFullScreen
        />
      )}
    </div>
  );
}
