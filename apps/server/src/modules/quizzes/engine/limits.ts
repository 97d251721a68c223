/** The bounds of a question and a quiz, shared by the trainer's editor, CSV import and the engine. */
export const QUIZ_LIMITS = {
  textMax: 2_000,
  optionsMin: 2,
  optionsMax: 12,
  optionTextMax: 300,
  acceptedMax: 20,
  acceptedTextMax: 200,
  pointsMax: 1_000,
  /** Per question: 5 seconds to an hour. */
  questionTimeMinSeconds: 5,
  questionTimeMaxSeconds: 3_600,
  /** A whole quiz: 30 seconds to a day. */
  quizTimeMinSeconds: 30,
  quizTimeMaxSeconds: 86_400,
  questionsMax: 200,
  attemptsMax: 100,
} as const;

/** How late an answer may arrive and still count: the trip from the player's screen to the server. */
export const NETWORK_GRACE_MS = 2_000;
