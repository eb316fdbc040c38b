ALTER TABLE `mock_interviews` ADD `reflection` text;--> statement-breakpoint
ALTER TABLE `mock_interviews` ADD `reflection_revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Reflections written as essays of the application (its HBS essays, counted in its progress) move
-- to their practice interview: the newest version's text, then every version of those essays goes.
UPDATE `mock_interviews` SET
  `reflection` = (
    SELECT e.`essay_content` FROM `essay_submissions` e
    JOIN `essay_submissions` r ON r.`id` = `mock_interviews`.`reflection_essay_id`
    WHERE e.`user_id` = r.`user_id` AND e.`school` = r.`school` AND e.`essay_title` = r.`essay_title`
    ORDER BY e.`version` DESC LIMIT 1
  ),
  `reflection_revision` = 1
WHERE `reflection_essay_id` IS NOT NULL;--> statement-breakpoint
DELETE FROM `essay_submissions` WHERE `id` IN (
  SELECT e.`id` FROM `essay_submissions` e
  JOIN `essay_submissions` r ON r.`user_id` = e.`user_id` AND r.`school` = e.`school` AND r.`essay_title` = e.`essay_title`
  JOIN `mock_interviews` m ON m.`reflection_essay_id` = r.`id`
);
