-- The levels (dealer spec: entities and fields: sales_level, learning_level and user_level, from 'Member' to 'Sapphire')
-- and the standing achievements. Reference data the rewards service needs, so a migration, not the seed.
INSERT INTO reward_definitions (id, kind, name, description, tag, point_names, threshold, sequence)
SELECT c.tag || '-' || lower(l.name), 'level', l.name, l.name || ' ' || c.label || ' level', c.tag, c.point_names, l.factor * c.unit, l.sequence
FROM (VALUES
  ('sales_level', 'sales', ARRAY['Sales'], 100),
  ('learning_level', 'learning', ARRAY['Learning'], 20),
  ('user_level', 'overall', ARRAY['Sales', 'Learning'], 120)
) AS c(tag, label, point_names, unit)
CROSS JOIN (VALUES
  ('Member', 0, 0), ('Bronze', 5, 1), ('Silver', 15, 2), ('Gold', 30, 3), ('Platinum', 60, 4), ('Sapphire', 100, 5)
) AS l(name, factor, sequence);

INSERT INTO reward_definitions (id, kind, name, description, tag, point_names, threshold, sequence) VALUES
  ('first-sale', 'achievement', 'First Sale', 'Claim your first salesperson spiff.', 'sales', ARRAY['Units Sold'], 1, 1),
  ('ten-units', 'achievement', 'Ten Units', 'Sell ten units with a claimed spiff.', 'sales', ARRAY['Units Sold'], 10, 2),
  ('quarter-century', 'achievement', 'Quarter Century', 'Sell twenty-five units with a claimed spiff.', 'sales', ARRAY['Units Sold'], 25, 3),
  ('big-ticket', 'achievement', 'Big Ticket', 'Earn 5,000 Sales points.', 'sales', ARRAY['Sales'], 5000, 4),
  ('first-course', 'achievement', 'Eager Learner', 'Complete your first course.', 'learning', ARRAY['Courses Completed'], 1, 5),
  ('five-courses', 'achievement', 'Product Pro', 'Complete five courses.', 'learning', ARRAY['Courses Completed'], 5, 6),
  ('ten-courses', 'achievement', 'Scholar', 'Complete ten courses.', 'learning', ARRAY['Courses Completed'], 10, 7);
