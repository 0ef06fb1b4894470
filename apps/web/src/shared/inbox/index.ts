// Only the lazy button here: the count and the contract load with it, outside the entry chunk.
export { LazyInboxButton } from './inbox-button-lazy';
