import { count } from '@contract/plural';

/** '1 point', '5 points'. */
export const points = (score: number) => count(score, 'point', 'points');
