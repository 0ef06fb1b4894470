import { ChatEventSchema, REALTIME_BEARER_PREFIX, REALTIME_PATH, REALTIME_PROTOCOL } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readToken } from '../../shared/session/session';

/**
 * Live support-chat updates: the operator's socket follows `support:general` and `support:vip` (events carry
 * ids only, so each one just makes the open lists and the conversation read again over HTTP). Returns whether
 * the socket is up (while it is down the screens poll every few seconds instead), and the last conversation
 * someone gave to this operator (`meId`) while the page was open, until `dismiss`.
 */
export function useSupportLive(meId: number): { up: boolean; handed: number | null; dismiss: () => void } {
  const qc = useQueryClient();
  const [up, setUp] = useState(false);
  const [handed, setHanded] = useState<number | null>(null);
  useEffect(() => {
    const token = readToken();
    if (!token || typeof WebSocket === 'undefined') return;
    let ws: WebSocket | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = 1_000;
    const open = () => {
      const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
      ws = new WebSocket(url, [REALTIME_PROTOCOL, `${REALTIME_BEARER_PREFIX}${token}`]);
      ws.onopen = () => {
        delay = 1_000;
        setUp(true);
        for (const topic of ['support:general', 'support:vip']) ws?.send(JSON.stringify({ type: 'subscribe', topic }));
      };
      ws.onmessage = (m) => {
        let data: unknown;
        try {
          data = JSON.parse(String(m.data));
        } catch {
          return;
        }
        const ev = ChatEventSchema.safeParse(data);
        if (!ev.success || ev.data.kind === 'typing') return;
        void qc.invalidateQueries({ queryKey: ['support-queue'] });
        void qc.invalidateQueries({ queryKey: ['support-conversation', ev.data.conversationId] });
        if (ev.data.kind === 'conversation' && ev.data.operatorId !== undefined) {
          void qc.invalidateQueries({ queryKey: ['support-assignees'] });
          if (ev.data.operatorId === meId) setHanded(ev.data.conversationId);
        }
      };
      ws.onclose = () => {
        setUp(false);
        if (stopped) return;
        // Back off with jitter up to 30 s; the lists poll meanwhile.
        retry = setTimeout(open, delay + Math.random() * 500);
        delay = Math.min(delay * 2, 30_000);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      ws?.close();
    };
  }, [qc, meId]);
  return { up, handed, dismiss: () => setHanded(null) };
}

/** How often the lists read again: slowly while the socket pushes, every 5 s while it is down. */
export const pollEvery = (live: boolean) => (live ? 30_000 : 5_000);
