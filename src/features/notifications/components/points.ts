/** '1 point', '5 points'. */
export const points = (score: number) => `${score} ${score === 1 ? 'point' : 'points'}`;
