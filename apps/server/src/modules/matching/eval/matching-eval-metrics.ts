/** Ranking metrics for the matching evaluation (issue 33): graded gains 0-3, "relevant" is 2 or more. */

/** NDCG@k with gains 2^grade - 1; null when nothing in the list is relevant at all. */
export function ndcgAt(k: number, rankedGrades: readonly number[], allGrades: readonly number[]): number | null {
  const dcg = (grades: readonly number[]) =>
    grades.slice(0, k).reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);
  const ideal = dcg([...allGrades].sort((a, b) => b - a));
  return ideal === 0 ? null : dcg(rankedGrades) / ideal;
}

/**
 * The share of the first k that are relevant (grade 2 or 3), out of as many as can be: a
 * developer only two jobs suit has at most two in their first three, and two is then 1.0. Null
 * when nothing in the list is relevant (an Unavailable developer is never graded above 1): no
 * order can find what is not there, so such a ranking says nothing about precision.
 */
export function precisionAt(k: number, rankedGrades: readonly number[]): number | null {
  const attainable = Math.min(k, rankedGrades.filter((grade) => grade >= 2).length);
  if (attainable === 0) return null;
  return rankedGrades.slice(0, k).filter((grade) => grade >= 2).length / attainable;
}

export const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
