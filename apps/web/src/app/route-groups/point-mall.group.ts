// Route group 'pointMall' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
export { PointMallPage } from '../../features/point-mall/point-mall-page';
