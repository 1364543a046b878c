/** The sentence the account shows for a balance: "You have 120 points". */
export function clubPointsText(points: number): string {
  if (points <= 0) return 'You have no points yet';
  return `You have ${points.toLocaleString('en-GB')} ${points === 1 ? 'point' : 'points'}`;
}
