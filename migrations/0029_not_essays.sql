-- A live, timed assessment on a school's platform is not an essay (INSEAD's, until now an essay).
UPDATE `catalogue_essays` SET `kind` = 'assessment' WHERE `title` = 'Live written assessment' AND `kind` = 'essay';--> statement-breakpoint
-- The empty drafts that adding a school made for a video or a live assessment go: nothing of the
-- applicant's is in them. A draft with the applicant's words (in any version) stays, as their own note.
DELETE FROM `essay_submissions` WHERE `id` IN (
  SELECT d.`id` FROM `essay_submissions` d
  JOIN `catalogue_schools` s ON s.`name` = d.`school`
  JOIN `catalogue_essays` q ON q.`school_id` = s.`id` AND q.`title` = d.`essay_title` AND q.`kind` IN ('video', 'assessment')
  WHERE NOT EXISTS (
    SELECT 1 FROM `essay_submissions` v
    WHERE v.`user_id` = d.`user_id` AND v.`school` = d.`school` AND v.`essay_title` = d.`essay_title`
      AND (v.`user_written_at` IS NOT NULL OR v.`essay_content` <> '' OR v.`body_in_object` = 1 OR v.`status` <> 'draft')
  )
);
