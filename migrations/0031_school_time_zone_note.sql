ALTER TABLE `catalogue_schools` ADD `time_zone_note` text;--> statement-breakpoint
-- Why INSEAD's dates are read in Paris time: it has campuses in three zones, and its admissions
-- page (as db/catalogue/schools-international.json quotes it for the round notes) closes the
-- application at 23:59 French time on deadline day, whichever campus one applies to.
UPDATE `catalogue_schools` SET `time_zone_note` = 'INSEAD has campuses in France, Singapore and Abu Dhabi; its admissions page closes applications at 23:59 French time, so Scout reads its dates in Paris time.' WHERE `id` = 'insead';--> statement-breakpoint
-- A deadline with no known time is now read at noon on its day, not 23:59 (app/domain/deadlines/
-- deadlines.ts, ASSUMED_TIME): 11 h 59 min earlier on the same day. Reminders already claimed for
-- such a deadline are moved to the new instant, so the sweep does not take the new instant for a
-- new deadline and send the same reminder again (OR IGNORE: a claim already at the new instant stays as it is).
UPDATE OR IGNORE `deadline_reminders` SET `deadline_at` = `deadline_at` - 43140000 WHERE EXISTS (
  SELECT 1 FROM `user_school_plans` AS p
  LEFT JOIN `catalogue_schools` AS s ON s.`name` = p.`school`
  WHERE p.`user_id` = `deadline_reminders`.`user_id` AND p.`school` = `deadline_reminders`.`school` AND p.`round` = `deadline_reminders`.`round`
    AND p.`cycle` = coalesce(s.`cycle`, 'unknown')
    AND ((p.`entered_date` IS NOT NULL AND p.`entered_time` IS NULL)
      OR (p.`entered_date` IS NULL AND EXISTS (
        SELECT 1 FROM `catalogue_deadlines` AS d
        WHERE d.`school_id` = s.`id` AND d.`cycle` = s.`cycle` AND d.`status` = 'published'
          AND coalesce(d.`intake` || ' · ', '') || d.`round` = p.`round` AND d.`date` IS NOT NULL AND d.`time` IS NULL)))
);--> statement-breakpoint
UPDATE OR IGNORE `letter_reminders` SET `deadline_at` = `deadline_at` - 43140000 WHERE EXISTS (
  SELECT 1 FROM `recommender_letters` AS l
  JOIN `user_school_plans` AS p ON p.`user_id` = l.`user_id` AND p.`school` = l.`school` AND p.`round` IS NOT NULL
  LEFT JOIN `catalogue_schools` AS s ON s.`name` = p.`school`
  WHERE l.`id` = `letter_reminders`.`letter_id`
    AND p.`cycle` = coalesce(s.`cycle`, 'unknown')
    AND ((p.`entered_date` IS NOT NULL AND p.`entered_time` IS NULL)
      OR (p.`entered_date` IS NULL AND EXISTS (
        SELECT 1 FROM `catalogue_deadlines` AS d
        WHERE d.`school_id` = s.`id` AND d.`cycle` = s.`cycle` AND d.`status` = 'published'
          AND coalesce(d.`intake` || ' · ', '') || d.`round` = p.`round` AND d.`date` IS NOT NULL AND d.`time` IS NULL)))
);
