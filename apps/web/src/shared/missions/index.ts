export {
  afterMissionClaimed,
  MISSION_SUMMARY_KEY,
  MISSIONS_KEY,
  missionSummaryQueryOptions,
  useMissionSummary,
} from './mission-summary';
