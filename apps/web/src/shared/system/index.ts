export { CS_POPUP_HEIGHT, CS_POPUP_WIDTH, openCustomerService } from './customer-service';
export {
  closeSupportChat,
  liveChatTarget,
  openSupportChat,
  setLiveChatTarget,
  useSupportChatWindow,
} from './support-chat-launcher';
export {
  currentHost,
  useConsolidatedSettings,
  useCustomerServiceConfig,
  useHelpCenter,
  useInitialConfig,
  useQueryLanguage,
  useRegisterSettings,
  useRouters,
  useSystemStatus,
  useWhitelabel,
} from './system-hooks';
export { STATUS_RECHECK_MS, systemKeys } from './system-keys';
export {
  consolidatedSettingsQueryOptions,
  customerServiceConfigQueryOptions,
  helpCenterQueryOptions,
  initialConfigQueryOptions,
  registerSettingsQueryOptions,
  routersQueryOptions,
  systemStatusQueryOptions,
  whitelabelQueryOptions,
} from './system-queries';
