-- Courses that teach: each course carries its quiz (questions with the correct choice; the API scores attempts
-- and never hands the answers out), and every attempt is kept with its score.
ALTER TABLE learning_courses ADD COLUMN quiz jsonb NOT NULL DEFAULT '[]'::jsonb;
-- Courses seeded before quizzes existed get a short quiz about the course itself, so they stay completable.
UPDATE learning_courses SET quiz = jsonb_build_array(
  jsonb_build_object('id', 'q1', 'text', 'Which course is this?', 'choices', jsonb_build_array(name, 'Service Department Basics', 'Finance and Insurance'), 'answer', 0),
  jsonb_build_object('id', 'q2', 'text', 'How many minutes does this course take?', 'choices', jsonb_build_array('5', duration_minutes::text, '90'), 'answer', 1)
) WHERE quiz = '[]'::jsonb;

CREATE TABLE learning_quiz_attempts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES learning_courses (id) ON DELETE CASCADE,
  score_percent integer NOT NULL CHECK (score_percent BETWEEN 0 AND 100),
  passed boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX learning_quiz_attempts_user ON learning_quiz_attempts (user_id, course_id);

-- Required courses a manager assigns at one location: to one salesperson (user_id) or the whole location (NULL).
CREATE TABLE learning_required_courses (
  id bigserial PRIMARY KEY,
  dealership_number text NOT NULL,
  course_id uuid NOT NULL REFERENCES learning_courses (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  due_date date NOT NULL,
  assigned_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX learning_required_courses_dealership ON learning_required_courses (dealership_number);

-- Per location: whether salespeople see colleagues' amounts and serial numbers (off until a manager allows it).
CREATE TABLE dealership_line_visibility (
  dealership_number text PRIMARY KEY,
  colleague_details_visible boolean NOT NULL DEFAULT false,
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
