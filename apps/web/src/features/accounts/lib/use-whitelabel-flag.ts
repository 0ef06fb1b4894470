import { useWhitelabel } from '../../../shared/system';
import { flagOn } from './whitelabel-flags';

/** A whitelabel switch (spec §3 flags); false until the tree has loaded. */
export function useWhitelabelFlag(modId: string): boolean {
  const { data } = useWhitelabel();
  return flagOn(data, modId);
}
