import type { GameType } from '@app/contracts';
import type { MouseEvent } from 'react';

/**
 * Told of a vendor chosen from the top menu (drop-down or phone sheet) before its link navigates; it may
 * take the choice over with `event.preventDefault()` (the app does on the login screen, spec §2).
 */
export type VendorChoiceHandler = (
  vendor: { gameType: GameType; vassalage: string },
  event: MouseEvent<HTMLAnchorElement>,
) => void;
