-- The learning service (dealer spec: entities and fields, "Learning path"; training): paths of courses per brand,
-- and who completed which course. A person is enrolled in the paths of the brands their dealerships sell.
CREATE TABLE learning_people (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  uuid uuid NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE learning_paths (
  -- The northpass_id of the learning_path_settings document, which maps it to a brand icon.
  id text PRIMARY KEY,
  name text NOT NULL,
  brand_code text NOT NULL,
  description text NOT NULL
);

CREATE TABLE learning_courses (
  id uuid PRIMARY KEY,
  path_id text NOT NULL REFERENCES learning_paths (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL,
  position integer NOT NULL,
  duration_minutes integer NOT NULL,
  -- Learning points a completion earns.
  points integer NOT NULL,
  -- [{ title, body }]: the pages a person goes through; shown, never queried.
  pages jsonb NOT NULL
);
CREATE INDEX learning_courses_path ON learning_courses (path_id, position);

CREATE TABLE learning_completions (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES learning_courses (id) ON DELETE CASCADE,
  completed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, course_id)
);
