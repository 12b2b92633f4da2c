import { quizResultMessage, scoreQuiz, withoutAnswer, type QuizQuestionWithAnswer } from './course-quiz';

const question = (id: string, answer: number): QuizQuestionWithAnswer => ({ id, text: `Question ${id}`, choices: ['a', 'b', 'c'], answer });
const five = ['1', '2', '3', '4', '5'].map((id, i) => question(id, i % 3));
const right = five.map((q) => q.answer);

describe('course quiz scoring: a course is completed by passing its quiz', () => {
  it('passes at the pass mark of 80 percent', () => {
    expect(scoreQuiz(five, right)).toEqual({ correct: 5, total: 5, scorePercent: 100, passed: true });
    expect(scoreQuiz(five, [...right.slice(0, 4), 9])).toEqual({ correct: 4, total: 5, scorePercent: 80, passed: true });
    // A hundred questions: 79 right is one short of the mark.
    const hundred = Array.from({ length: 100 }, (_, i) => question(String(i), 0));
    const rightOf = (n: number) => hundred.map((_, i) => (i < n ? 0 : 9));
    expect(scoreQuiz(hundred, rightOf(80))).toMatchObject({ scorePercent: 80, passed: true });
    expect(scoreQuiz(hundred, rightOf(79))).toMatchObject({ scorePercent: 79, passed: false });
  });

  it.each<[string, number[], number]>([
    ['three of five', [...right.slice(0, 3), 9, 9], 60],
    ['none', [9, 9, 9, 9, 9], 0],
    ['missing answers count as wrong', right.slice(0, 2), 40],
  ])('fails with %s', (_what, answers, percent) => {
    expect(scoreQuiz(five, answers)).toMatchObject({ scorePercent: percent, passed: false });
  });

  it('never passes a quiz without questions', () => {
    expect(scoreQuiz([], [])).toEqual({ correct: 0, total: 0, scorePercent: 0, passed: false });
  });

  it('says the score and, on a failure, the pass mark', () => {
    expect(quizResultMessage(scoreQuiz(five, [...right.slice(0, 3), 9, 9]))).toBe('You scored 60% (3 of 5 correct); the pass mark is 80%. Not passed: review the pages and try again.');
    expect(quizResultMessage(scoreQuiz(five, right))).toBe('You scored 100% (5 of 5 correct): passed. The course is complete.');
  });

  it('hands out questions without their answers', () => {
    expect(withoutAnswer(five[0])).toEqual({ id: '1', text: 'Question 1', choices: ['a', 'b', 'c'] });
  });
});
