export { navigateTo, setAppNavigator } from './app-navigator';
export { isSameLocation } from './same-location';
export { useAppNavigate } from './use-app-navigate';
export { GAME_CATEGORIES, type GameCategory, gameCategoryFromPath, useGameCategory } from './use-game-category';
