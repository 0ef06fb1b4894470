import type { WhitelabelNode } from '@app/contracts';

/** True when the node exists and it and every ancestor are enabled ('1') — the server's rule. */
export function flagOn(tree: readonly WhitelabelNode[] | undefined, modId: string): boolean {
  if (!tree) return false;
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.enabled === '1' && flagOn(node.childrenNodes, modId)) return true;
  }
  return false;
}
