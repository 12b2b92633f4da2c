import type { QuizQuestionWithAnswer } from '@rv/domain/dealer';

/**
 * The quiz of each course of a brand's path, by the course's place in the path (walkaround, floorplans,
 * towing, selling). Three questions each; `answer` is the index of the correct choice.
 */
const QUIZZES: ReadonlyArray<(brand: string) => Array<[text: string, choices: string[], answer: number]>> = [
  (b) => [
    [`What does a buyer see first on the lot with ${b}?`, ['The exterior and the first impression', 'The warranty booklet', 'The finance office'], 0],
    ['Which part carries the unit and its load?', ['The awning', 'The chassis', 'The entry step'], 1],
    ['When do you point out the exterior features?', ['Only after the sale', 'Never', 'During the walkaround'], 2],
  ],
  (b) => [
    [`What decides which ${b} floorplan fits a buyer?`, ['The colour of the decals', 'How they sleep, cook and store', 'The tyre brand'], 1],
    ['Which options are worth raising?', ['The options that sell to this buyer', 'Every option, always', 'None'], 0],
    ['Where do buyers want storage most?', ['Only on the roof', 'Where they use it on a trip', 'Nowhere'], 1],
  ],
  (b) => [
    [`What must the tow vehicle handle for ${b}?`, ['The hitch weight and the loaded weight', 'Only the paint', 'The number of windows'], 0],
    ['What comes before the first trip?', ['A new logo', 'Levelling and the delivery walk-through', 'A price increase'], 1],
    ['Who should hear the hitch weight?', ['Nobody', 'Only the service manager', 'The buyer, with the tow vehicle in mind'], 2],
  ],
  (b) => [
    [`How do you compare ${b} with the competition?`, ['Fairly, with facts', 'By criticising every rival', 'Not at all'], 0],
    ['What builds trust with a buyer?', ['Avoiding questions', 'Answering the questions they ask most', 'Talking only about price'], 1],
    ['When is a question best answered?', ['Next season', 'Never', 'When the buyer asks it'], 2],
  ],
];

/** The quiz of the course at `position` (0-based) of the brand's path. */
export function courseQuiz(position: number, brand: string): QuizQuestionWithAnswer[] {
  return QUIZZES[position % QUIZZES.length](brand).map(([text, choices, answer], i) => ({ id: `q${i + 1}`, text, choices, answer }));
}
